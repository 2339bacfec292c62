// The search of a static export (issue #43), in the browser: the language's index file
// (lib/search/static-index.ts), fetched once when a reader first searches, ranked and
// highlighted by the server's own code (lib/search/index.ts), so it finds what /api/search finds.
// Loaded by staticProvider (providers.ts) with import(): no page carries it until search runs.
import { search, type SearchResponse } from '@/lib/search/index'
import { decodeStaticIndex } from '@/lib/search/static-index'

/** The server's response shape (the dialogs read it as their SearchAnswer). */
export type StaticSearch = (query: string, page: number, hitsPerPage: number) => SearchResponse

export async function loadStaticSearch(address: string): Promise<StaticSearch> {
  const res = await fetch(address)
  if (!res.ok) throw new Error(`${address} answered ${res.status}`)
  const index = decodeStaticIndex(await res.text())
  // No body texts in the file (they would make it several times larger): a hit's snippet is cut
  // from its summary, with the query's words marked as the server marks them in a body.
  return (query, page, hitsPerPage) => search(index, query, { page, hitsPerPage }, (id) => index.docs.get(id)?.summary)
}
