// The feed endpoints share one handler; each route file only names its format.
import 'server-only'
import { getConfig } from '@/lib/config'
import { sharedCacheControl } from '@/lib/route/cdn-headers'
import { getPostRecordMap, getSite } from '@/lib/site/data'
import { imageUrl } from '@/lib/site/images'
import { absoluteUrl } from '@/lib/site/links'
import { noteChildren, pageUrlOf } from '@/lib/site/sub-pages'
import { siteDatabasesNow } from '@/lib/site/databases'
import { feedHtml } from './feed-html'
import { editionOfRequest } from '@/lib/route/edition-header'
import { editionPath, localizedConfig } from '@/lib/site/editions'
import { buildFeed, FEED_TYPES, serializeFeed, type FeedFormat } from './feeds'

/** `req`: the request, whose language the proxy names (lib/route/edition-header.ts). */
export async function feedResponse(format: FeedFormat, req: Request): Promise<Response> {
  const edition = editionOfRequest(req.headers)
  // the language's own author name in the feed's author and copyright
  const cfg = localizedConfig(getConfig(), edition)
  if (!cfg.ENABLE_RSS) return new Response('Feeds are turned off (ENABLE_RSS).', { status: 404 })
  const site = await getSite(edition)
  const feed = await buildFeed(site, cfg, edition, async (post) => {
    const recordMap = await getPostRecordMap(site, post)
    // the sub-pages this body links to get their addresses first
    noteChildren(recordMap, post.id, post, await siteDatabasesNow())
    return feedHtml(recordMap, post.id, {
      // feed readers need absolute links and image URLs
      mapPageUrl: (id) => {
        const url = pageUrlOf(site, id)
        return url ? absoluteUrl(cfg, editionPath(edition, url)) : null
      },
      mapImageUrl: (url, block) => absoluteUrl(cfg, imageUrl(url, { id: block.id }) ?? url),
    })
  })
  return new Response(serializeFeed(feed, format), {
    headers: { 'content-type': FEED_TYPES[format], 'cache-control': sharedCacheControl(cfg.REVALIDATE_SECONDS) },
  })
}
