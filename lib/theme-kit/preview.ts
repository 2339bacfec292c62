// Article previews for list cards (a theme's *_POST_LIST_PREVIEW switch): the first
// POST_PREVIEW_LINES lines of each article's text, read on the server. Locked articles never
// get one.
import 'server-only'
import { recordMapToPlainText } from '@/lib/search/body-text'
import { getPostRecordMap } from '@/lib/site/data'
import type { Post } from '@/lib/site/types'
import type { SiteIndex } from '@/lib/site/site'

/** `site`: the site model the posts are of (its database holds their bodies). */
export async function previewsOf(site: Pick<SiteIndex, 'edition'>, posts: Post[], lines: number): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  await Promise.all(
    posts
      .filter((p) => !p.locked)
      .map(async (p) => {
        try {
          const text = firstLines(recordMapToPlainText(await getPostRecordMap(site, p), p.id), lines)
          if (text) out.set(p.id, text)
        } catch {
          // a page that cannot be loaded keeps its summary
        }
      }),
  )
  return out
}

/** The first `lines` non-empty lines of a text, for card previews. */
export function firstLines(text: string, lines: number): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, lines)
    .join('\n')
}
