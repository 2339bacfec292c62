// What the browser and the indexing command share about hosted search (Algolia): the public
// configuration a page hands to the search overlay, and ALGOLIA_HOST as client options.

/** The overlay's hosted-search settings. The key is the search-only key, never the admin key. */
export interface HostedSearchConfig {
  appId: string
  apiKey: string
  indexName: string
  /** another API address (ALGOLIA_HOST), or null for Algolia's own hosts */
  host: string | null
}

export interface AlgoliaHostOptions {
  hosts: Array<{ url: string; accept: 'readWrite'; protocol: 'http' | 'https' }>
}

/**
 * ALGOLIA_HOST as the `hosts` option of an algoliasearch client. Without a host: no options, so
 * the client keeps Algolia's own hosts (passing `hosts: undefined` would replace them with none).
 */
export function algoliaHostOptions(host: string | null | undefined): AlgoliaHostOptions | undefined {
  if (!host) return undefined
  const u = new URL(host)
  return { hosts: [{ url: u.host, accept: 'readWrite', protocol: u.protocol === 'http:' ? 'http' : 'https' }] }
}
