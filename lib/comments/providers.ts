// The description of a configured comment system that its browser loader needs — all that
// crosses to the browser: server URLs and public ids, never other settings. No imports, so the
// comments island does not pull the settings code into the page.

export type CommentProvider =
  | { name: 'twikoo'; envId: string; script: string }
  | { name: 'waline'; serverURL: string; client: string }
  | {
      name: 'giscus'
      repo: string
      repoId: string
      categoryId: string
      mapping: string
      reactions: boolean
      emitMetadata: boolean
      inputPosition: string
    }
  | { name: 'artalk'; server: string; site: string }
  | { name: 'utterances'; repo: string }
  | { name: 'cusdis'; host: string; appId: string }
  | {
      name: 'gitalk'
      repo: string
      owner: string
      admin: string[]
      clientID: string
      clientSecret: string
      distractionFreeMode: boolean
      cdn: string
    }
  | { name: 'valine'; appId: string; appKey: string; serverURLs: string; placeholder: string; script: string }

export type ProviderName = CommentProvider['name']

/** Tab labels: product names, the same in every language. */
export const PROVIDER_LABELS: Record<ProviderName, string> = {
  twikoo: 'Twikoo',
  waline: 'Waline',
  giscus: 'Giscus',
  artalk: 'Artalk',
  utterances: 'Utterances',
  cusdis: 'Cusdis',
  gitalk: 'Gitalk',
  valine: 'Valine',
}
