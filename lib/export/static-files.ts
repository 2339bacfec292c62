// Files a static export needs that no page links to, so its crawler cannot find them by
// following links: it GETs each of these addresses from the export server and saves the answer
// as a file at the same path (contract of issue #43, between the export and the browser side).
// Pure and import-light: the export script, the route and the browser islands' props share it.
import { editionPath } from '@/lib/site/edition-path'

/** The search index file of a language, at this path under its prefix (app/api/search-index.json). */
export const SEARCH_INDEX_PATH = '/api/search-index.json'

/**
 * The address of a language's search index file as the site has it (`/api/search-index.json`,
 * `/en/api/search-index.json`), before the sub path. The proxy hands `/en/api/…` to the endpoint
 * with the language, as for `/en/api/search`; on a static host it is just a file.
 */
export function searchIndexAddress(edition: { prefix: string }): string {
  return editionPath(edition, SEARCH_INDEX_PATH)
}

/** The addresses the export saves besides the pages it crawls: one search index per language. */
export function exportOnlyAddresses(editions: { prefix: string }[]): string[] {
  return editions.map(searchIndexAddress)
}
