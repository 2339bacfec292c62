// Reading facts for list items (a theme that shows "5 min read" under each title): the word
// count and reading minutes of each listed article, counted the same way as on the article
// itself (lib/site/reading). Read on the server; locked articles never get one, and a page that
// cannot be loaded simply has none.
import 'server-only'
import { recordMapToPlainText } from '@/lib/search/body-text'
import { getPostRecordMap } from '@/lib/site/data'
import { countWords, readingMinutes } from '@/lib/site/reading'
import type { Post } from '@/lib/site/types'
import type { SiteIndex } from '@/lib/site/site'

export interface ReadingFacts {
  words: number
  minutes: number
}

/** One article's facts, or null (locked, or not loadable now). */
async function factsOf(site: Pick<SiteIndex, 'edition'>, post: Post): Promise<ReadingFacts | null> {
  if (post.locked) return null
  const recordMap = await getPostRecordMap(site, post).catch(() => null)
  if (!recordMap) return null
  const words = countWords(recordMapToPlainText(recordMap, post.id))
  return { words, minutes: readingMinutes(words) }
}

/** The facts of each article that has them, by post id. */
export async function readingFactsOf(site: Pick<SiteIndex, 'edition'>, posts: Post[]): Promise<Map<string, ReadingFacts>> {
  const found = await Promise.all(posts.map((p) => factsOf(site, p)))
  const facts = new Map<string, ReadingFacts>()
  posts.forEach((p, i) => {
    const f = found[i]
    if (f) facts.set(p.id, f)
  })
  return facts
}
