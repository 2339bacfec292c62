// Server-side access to the site model: reads through the workspace store and memoises the
// pure model per data version, so a request costs a lookup, not a rebuild.
import 'server-only'
import type { ExtendedRecordMap } from 'notion-types'
import { getConfig } from '@/lib/config'
import { getChangeFeed, getStore, isDataUnavailable } from '@/lib/workspace'
import { recordMapToPlainText } from '@/lib/search/body-text'
import { countWords, readingMinutes } from './reading'
import { neighboursOf, recommendedFor } from './related'
import type { SiteIndex } from './site'
import { getPageToc } from './toc'
import type { Article, Post } from './types'
import { subPagePost } from './page-tree'
import { noteChildren, ownTitle, type SubPage } from './sub-pages'
import { getBlock, toUuid } from '@/lib/render/record'
import { bodyHealer } from './heal'
import { siteDatabasesNow } from './databases'
import { showing } from '@/lib/freshness/mark'
import { listTag, pairsTag, postTag, SITE_TAG, subPageTag, WINDOWED_TAG } from '@/lib/freshness/tags'
import { isPartial } from '@/lib/workspace/partial'

import { currentSite } from './current'
import { defaultEdition, editionOfSite, editions, type Edition } from './editions'

/**
 * The site model for a render, which then shows this language's lists and the other languages'
 * addresses (content tags, lib/freshness/). With several instances, another instance's reloads
 * are replayed first: the page being rendered may be one whose tags it just expired, and the
 * shared page cache hands this render to every instance (lib/workspace/change-feed.ts).
 */
export async function getSite(edition: Edition = defaultEdition()): Promise<SiteIndex> {
  const others = editions().filter((e) => e.prefix !== edition.prefix)
  await Promise.all([showing([SITE_TAG, listTag(edition.prefix), ...others.map((e) => pairsTag(e.prefix))]), getChangeFeed(edition).catchUp()])
  return currentSite(edition)
}

/**
 * The site model of the language whose database has the row `id` (ids are Notion's, unique
 * across databases), for endpoints that are given an id: the share image, the unlock form.
 * A database that cannot be loaded now is passed over.
 */
export async function siteHolding(id: string): Promise<{ site: SiteIndex; post: Post; edition: Edition } | null> {
  for (const edition of editions()) {
    const site = await getSite(edition).catch((err) => {
      if (isDataUnavailable(err)) return null
      throw err
    })
    const post = site?.byId.get(id)
    if (site && post) return { site, post, edition }
  }
  return null
}

/** The page record map of a post of a site's database (never for foreign ids). */
export async function getPostRecordMap(site: Pick<SiteIndex, 'edition'>, post: Post): Promise<ExtendedRecordMap> {
  return getStore(editionOfSite(site)).getPage(post.id, post.lastEditedDate)
}

/**
 * An article with its body. `withBody` is false for a locked article that this request has not
 * unlocked: then nothing of the body (not even its TOC or word count) is loaded into the page.
 */
/** `load` reads the body (an editor's preview reads it fresh from the source; readers through the store). */
export async function getArticle(site: SiteIndex, post: Post, withBody: boolean, load = () => getPostRecordMap(site, post)): Promise<Article> {
  await showing([postTag(post.id)])
  const cfg = getConfig()
  const isPost = post.type === 'Post'
  const { prev, next } = isPost ? neighboursOf(site.related, post.id) : { prev: null, next: null }
  const article: Article = {
    post,
    blockMap: null,
    toc: [],
    wordCount: 0,
    readingMinutes: 0,
    prev,
    next,
    recommended: isPost ? recommendedFor(site.related, post, cfg.POST_RECOMMEND_COUNT) : [],
  }
  if (!withBody) return article
  return withBodyOf(article, post.id, load, post, editionOfSite(site))
}

/**
 * A sub-page as an article: its own page (always read fresh through the store), its trail and
 * no neighbours. `withBody` false (its post is locked and not unlocked): nothing of the page is
 * loaded, and it shows as its post's title under the post.
 */
export async function getSubArticle(sp: SubPage, withBody: boolean): Promise<Article> {
  const tags = [postTag(sp.root.id), postTag(sp.id)]
  const hidden = (post: Post) => ({ post, blockMap: null, toc: [], wordCount: 0, readingMinutes: 0, prev: null, next: null, recommended: [], trail: sp.trail.slice(0, 1) })
  // locked: it shows its post and the title its parent lists, nothing of its own page
  if (!withBody) return (await showing(tags), hidden(subPagePost(sp.root, sp, undefined, true)))
  let recordMap: ExtendedRecordMap | null = null
  try {
    recordMap = await getStore(editionOfSite(sp)).getSubPage(sp.id)
  } catch (err) {
    if (!isDataUnavailable(err)) throw err
  }
  const block = recordMap ? getBlock(recordMap, toUuid(sp.id)) : undefined
  // no row of the database dates it, its own last-edited time does: the version this page shows,
  // which a running server then checks every window (tags.ts); unknown, it keeps the time window
  const version = recordMap && !isPartial(recordMap) ? Number(block?.last_edited_time ?? 0) : 0
  await showing([...tags, version > 0 ? subPageTag(sp.edition, sp.id, version) : WINDOWED_TAG])
  const article: Article = { ...hidden(subPagePost(sp.root, { ...sp, title: ownTitle(sp, recordMap) }, block, false)), trail: sp.trail }
  if (!recordMap) {
    article.bodyUnavailable = true
    // loaded in the background as soon as the source answers, then its pages expired (heal.ts)
    bodyHealer(getChangeFeed(editionOfSite(sp))).retry(sp.id, postTag(sp.id), () => getStore(editionOfSite(sp)).getSubPage(sp.id))
    return article
  }
  return withBodyOf(article, sp.id, async () => recordMap, sp.root, editionOfSite(sp))
}

/** Fills in the body, its TOC and reading facts; a body that cannot be loaded marks the article. */
async function withBodyOf(article: Article, pageId: string, load: () => Promise<ExtendedRecordMap>, root: Post, edition: Edition): Promise<Article> {
  let recordMap: ExtendedRecordMap
  try {
    recordMap = await load()
  } catch (err) {
    // Never loaded, and the source fails now: the database row still gives title, cover,
    // summary, dates and tags, which beats an error page (the store logged the failure).
    if (!isDataUnavailable(err)) throw err
    article.bodyUnavailable = true
    // loaded in the background as soon as the source answers, then its pages expired (heal.ts)
    bodyHealer(getChangeFeed(edition)).retry(pageId, postTag(pageId), load)
    return article
  }
  // the sub-pages this body links to get their addresses before it is rendered
  noteChildren(recordMap, pageId, root, await siteDatabasesNow())
  const words = countWords(recordMapToPlainText(recordMap, toUuid(pageId)))
  article.blockMap = recordMap
  article.toc = getPageToc(recordMap, toUuid(pageId))
  article.wordCount = words
  article.readingMinutes = readingMinutes(words)
  return article
}

/** What the head of a sub-page says: its title and the start of its text (nothing while locked). */
export async function getSubPageHead(sp: SubPage): Promise<Post> {
  if (sp.root.locked) return subPagePost(sp.root, sp, undefined, true)
  const recordMap = await getStore(editionOfSite(sp)).getSubPage(sp.id).catch(() => null)
  const post = subPagePost(sp.root, { ...sp, title: ownTitle(sp, recordMap) }, recordMap ? getBlock(recordMap, toUuid(sp.id)) : undefined, false)
  const text = recordMap ? recordMapToPlainText(recordMap, toUuid(sp.id)).replace(/\s+/g, ' ').trim() : ''
  post.summary = text.length > 150 ? `${text.slice(0, 150)}…` : text
  return post
}
