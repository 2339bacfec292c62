// The comments area of a post, for the theme to place under the article (inside its #comment
// section). Renders nothing when no comment system is configured, so the default site ships
// no comment code at all.
import './comments.css'
import type { LocaleName } from '@/lib/config/names'
import type { Post } from '@/lib/site/types'
import type { Strings } from '@/locales/en-US'
import { CommentsArea } from './lazy'
import { commentSettings, configuredProviders, type CommentSettings } from './config'

export interface CommentsProps {
  post: Post
  lang: LocaleName
  strings: Strings
  siteTitle: string
  /** for tests; default: the env settings */
  settings?: CommentSettings
}

export function Comments({ post, lang, strings, siteTitle, settings = commentSettings() }: CommentsProps) {
  const providers = configuredProviders(settings, siteTitle)
  if (!providers.length) return null
  return (
    <CommentsArea
      providers={providers}
      page={{ id: post.id, path: post.href, title: post.title, lang }}
      labels={{ loading: strings.COMMON.LOADING, error: strings.COMMON.ERROR, tabs: strings.COMMON.COMMENTS }}
    />
  )
}
