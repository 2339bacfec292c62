// A story of a server-drawn list: the site's post turned into card data, with medium's options.
import { labels } from '@/lib/theme-kit/labels'
import { themeQuery } from '@/lib/theme-kit/links'
import type { Post } from '@/lib/site/types'
import { toPostCardData } from '@/lib/ui/post-cards'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { mediumConfig } from '../config'
import StoryCard, { type StoryOptions } from './StoryCard'

export function storyOptions(ctx: ThemeContext): StoryOptions {
  const t = labels(ctx)
  return {
    base: ctx.config.SUB_PATH,
    themeQuery: themeQuery(ctx),
    cover: mediumConfig.MEDIUM_POST_LIST_COVER,
    tags: mediumConfig.MEDIUM_POST_LIST_TAGS,
    words: { readTime: t.readTime, minutes: t.minutes },
  }
}

export default function PostItem({ ctx, post, ...rest }: { ctx: ThemeContext; post: Post; minutes?: number; preview?: string; query?: string; eager?: boolean }) {
  return <StoryCard post={toPostCardData(post)} opts={storyOptions(ctx)} {...rest} />
}
