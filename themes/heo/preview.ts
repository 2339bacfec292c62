// Article previews for list cards (HEO_POST_LIST_PREVIEW): the first POST_PREVIEW_LINES lines
// of each article's text, read on the server. Locked articles never get one.
import 'server-only'
import { recordMapToPlainText } from '@/lib/search/body-text'
import { getPostRecordMap } from '@/lib/site/data'
import type { Post } from '@/lib/site/types'
import { firstLines } from './logic'

export async function previewsOf(posts: Post[], lines: number): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  await Promise.all(
    posts
      .filter((p) => !p.locked)
      .map(async (p) => {
        try {
          const text = firstLines(recordMapToPlainText(await getPostRecordMap(p), p.id), lines)
          if (text) out.set(p.id, text)
        } catch {
          // a page that cannot be loaded keeps its summary
        }
      }),
  )
  return out
}
