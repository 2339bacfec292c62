// Server-side access to the site model: reads through the workspace store and memoises the
// pure model per data version, so a request costs a lookup, not a rebuild.
import 'server-only'
import type { ExtendedRecordMap } from 'notion-types'
import { getConfig } from '@/lib/config'
import { getStore, isDataUnavailable } from '@/lib/workspace'
import { recordMapToPlainText } from '@/lib/search/body-text'
import { countWords, readingMinutes } from './reading'
import { neighboursOf, recommendedFor } from './related'
import type { SiteIndex } from './site'
import { getPageToc } from './toc'
import type { Article, Post } from './types'

export { currentSite as getSite } from './current'

/** The page record map of a post of this workspace (never for foreign ids). */
export async function getPostRecordMap(post: Post): Promise<ExtendedRecordMap> {
  return getStore().getPage(post.id, post.lastEditedDate)
}

/**
 * An article with its body. `withBody` is false for a locked article that this request has not
 * unlocked: then nothing of the body (not even its TOC or word count) is loaded into the page.
 */
export async function getArticle(site: SiteIndex, post: Post, withBody: boolean): Promise<Article> {
  const cfg = getConfig()
  const isPost = post.type === 'Post'
  const { prev, next } = isPost ? neighboursOf(site.posts, post.id) : { prev: null, next: null }
  const article: Article = {
    post,
    blockMap: null,
    toc: [],
    wordCount: 0,
    readingMinutes: 0,
    prev,
    next,
    recommended: isPost ? recommendedFor(site.posts, post, cfg.POST_RECOMMEND_COUNT) : [],
  }
  if (!withBody) return article
  let recordMap: ExtendedRecordMap
  try {
    recordMap = await getPostRecordMap(post)
  } catch (err) {
    // Never loaded, and the source fails now: the database row still gives title, cover,
    // summary, dates and tags, which beats an error page (the store logged the failure).
    if (!isDataUnavailable(err)) throw err
    article.bodyUnavailable = true
    return article
  }
  const words = countWords(recordMapToPlainText(recordMap, post.id))
  article.blockMap = recordMap
  article.toc = getPageToc(recordMap, post.id)
  article.wordCount = words
  article.readingMinutes = readingMinutes(words)
  return article
}
