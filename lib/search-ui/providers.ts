// Where the dialogs' queries go: the site's own endpoint (the local index), when configured the
// hosted index (Algolia) straight from the browser with the search-only key, or in a static
// export the index file searched in the browser. All answer in the hosted service's shape; the
// dialogs read hits, nbHits, nbPages and processingTimeMS.
import { linkPrefix } from '@/lib/ui/link-prefix'
import { algoliaHostOptions, type HostedSearchConfig } from '@/lib/search/hosted'
import type { SearchRunner } from './search-query'

export interface SearchHitView {
  objectID: string
  href: string
  title: string
  /** escaped HTML with <em> around matches (local index only) */
  _snippetResult?: { text?: { value: string } }
}

export interface SearchAnswer {
  hits: SearchHitView[]
  nbHits: number
  nbPages: number
  page: number
  processingTimeMS: number
}

const HITS_PER_PAGE = 10

export interface SearchProvider {
  /** named in the dialogs' footer credit and in error logs */
  name: string
  /** the credit links here when set */
  url?: string
  run: SearchRunner<SearchAnswer>
}

export function localProvider(basePath: string): SearchProvider {
  return {
    name: 'Leafpress',
    run: async (query, page) => {
      // the index of the page's language: asked under its prefix (lib/route/edition-header.ts)
      const endpoint = `${basePath}${linkPrefix()}/api/search`
      const res = await fetch(`${endpoint}?q=${encodeURIComponent(query)}&page=${page}`)
      if (!res.ok) throw new Error(`${endpoint} answered ${res.status}`)
      return (await res.json()) as SearchAnswer
    },
  }
}

/**
 * A static export's search (no server to ask): the index file at `address`, fetched and decoded
 * on the first query, then searched in the browser (static-search.ts, loaded with it).
 */
export function staticProvider(address: string): SearchProvider {
  let loaded: Promise<import('./static-search').StaticSearch> | undefined
  const load = () =>
    (loaded ??= import('./static-search')
      .then((m) => m.loadStaticSearch(address))
      .catch((err) => {
        loaded = undefined // a failed download is tried again on the next query
        throw err
      }))
  return {
    name: 'Leafpress',
    run: async (query, page) => (await load())(query, page, HITS_PER_PAGE),
  }
}

/** The site's own search: its endpoint, or in a static export (`staticIndex`) the index file. */
export function ownProvider(basePath: string, staticIndex?: string): SearchProvider {
  return staticIndex ? staticProvider(staticIndex) : localProvider(basePath)
}

export function hostedProvider(config: HostedSearchConfig): SearchProvider {
  // the client is loaded on the first query, so pages without a search pay nothing for it
  let client: Promise<import('algoliasearch/lite').LiteClient> | undefined
  const getClient = () =>
    (client ??= import('algoliasearch/lite').then(
      ({ liteClient }) => liteClient(config.appId, config.apiKey, algoliaHostOptions(config.host)),
      (err) => {
        client = undefined
        throw err
      },
    ))
  return {
    name: 'Algolia',
    url: 'https://www.algolia.com',
    run: async (query, page) => {
      const { results } = await (await getClient()).searchForHits<SearchHitView>({
        requests: [{ indexName: config.indexName, query, page, hitsPerPage: HITS_PER_PAGE }],
      })
      return results[0] as SearchAnswer
    },
  }
}

/**
 * The hosted index, and the site's own search once it failed (a refused key, an unknown index,
 * no network): a reader still gets results, and `onFallBack` lets the dialog say why the credit
 * changed. A failure holds for the rest of the page's life, so later queries (and a dialog opened
 * again) do not wait for the same refusal first.
 */
export function withFallback(hosted: SearchProvider, own: SearchProvider, onFallBack: (error: unknown) => void): SearchProvider {
  return {
    ...hosted,
    run: async (query, page) => {
      if (!failedHosts.has(hosted.name)) {
        try {
          return await hosted.run(query, page)
        } catch (error) {
          failedHosts.add(hosted.name)
          onFallBack(error)
        }
      }
      return own.run(query, page)
    },
  }
}

const failedHosts = new Set<string>()

/** Whether the hosted index has failed on this page (the dialog then names the site's search). */
export const hostedFailed = (hosted: SearchProvider) => failedHosts.has(hosted.name)
