// Hosted search's keys tried at start (lib/search/server/algolia-check.ts) against the local
// stand-in, which refuses a wrong key the way Algolia does; and the dialog's fallback provider
// (lib/search-ui/providers.ts withFallback).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkAlgoliaKeys } from '@/lib/search/server/algolia-check'
import { readAlgoliaSettings, type AlgoliaSettings } from '@/lib/search/server/algolia-settings'
import { withFallback, hostedFailed, type SearchAnswer, type SearchProvider } from '@/lib/search-ui/providers'
import { startAlgoliaServer, type RunningAlgolia } from '../support/algolia-server'

let algolia: RunningAlgolia
const INDEX = 'leafpress_check'

function settings(extra: Record<string, string> = {}): AlgoliaSettings {
  return readAlgoliaSettings({
    ALGOLIA_APP_ID: algolia.appId,
    ALGOLIA_SEARCH_ONLY_KEY: algolia.searchKey,
    ALGOLIA_INDEX: INDEX,
    ALGOLIA_HOST: algolia.url,
    ...extra,
  })!
}

beforeAll(async () => {
  algolia = await startAlgoliaServer()
  // the default language's index and /en's exist; /ja's was never pushed
  algolia.indexes.set(INDEX, new Map())
  algolia.indexes.set(`${INDEX}_en`, new Map())
})
afterAll(() => algolia?.stop())

describe('the keys tried at start', () => {
  it('says nothing when every language index answers the search-only key', async () => {
    expect(await checkAlgoliaKeys(settings(), ['', 'en'])).toEqual([])
    expect(algolia.calls.at(-1)?.key).toBe('search')
  })

  it('names the refused key, what Algolia said and the fix, once for all languages', async () => {
    const lines = await checkAlgoliaKeys(settings({ ALGOLIA_SEARCH_ONLY_KEY: 'not-the-key' }), ['', 'en'])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('ALGOLIA_SEARCH_ONLY_KEY')
    expect(lines[0]).toContain('Invalid Application-ID or API key')
    expect(lines[0]).toMatch(/Fix: .*Search API Key/)
    expect(lines[0]).toContain('built-in search')
  })

  it('a wrong application id is refused the same way and named', async () => {
    const [line] = await checkAlgoliaKeys(settings({ ALGOLIA_APP_ID: 'OTHERAPP' }), [''])
    expect(line).toContain('ALGOLIA_APP_ID = "OTHERAPP"')
  })

  it('names a language whose index was never pushed, and the command that fills it', async () => {
    const lines = await checkAlgoliaKeys(settings(), ['', 'ja'])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(`"${INDEX}_ja"`)
    expect(lines[0]).toContain('/ja')
    expect(lines[0]).toContain('npm run search:index')
  })

  it('an unreachable service is a line, not a crash', async () => {
    const lines = await checkAlgoliaKeys(settings(), [''], async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), {})
    })
    expect(lines).toEqual([expect.stringContaining('could not be checked')])
  })
})

describe('the dialog falls back to the site’s own search', () => {
  const answer = (title: string): SearchAnswer => ({ hits: [{ objectID: title, href: `/article/${title}`, title }], nbHits: 1, nbPages: 1, page: 0, processingTimeMS: 1 })

  it('answers from the own search once the hosted one fails, and stops asking the hosted one', async () => {
    const hosted: SearchProvider = { name: 'Hosted-test', run: vi.fn(async () => Promise.reject(new Error('403'))) }
    const own: SearchProvider = { name: 'Own', run: vi.fn(async () => answer('own')) }
    const onFallBack = vi.fn()
    const p = withFallback(hosted, own, onFallBack)
    expect(hostedFailed(p)).toBe(false)
    expect((await p.run('鹽', 0)).hits[0].title).toBe('own')
    expect(onFallBack).toHaveBeenCalledTimes(1)
    expect(hostedFailed(p)).toBe(true)
    await p.run('糖', 0)
    // a dialog opened again on the same page goes straight to the own search
    await withFallback(hosted, own, onFallBack).run('油', 0)
    expect(hosted.run).toHaveBeenCalledTimes(1)
    expect(own.run).toHaveBeenCalledTimes(3)
  })

  it('keeps using the hosted index while it answers', async () => {
    const hosted: SearchProvider = { name: 'Hosted-ok', run: vi.fn(async () => answer('hosted')) }
    const own: SearchProvider = { name: 'Own', run: vi.fn(async () => answer('own')) }
    const p = withFallback(hosted, own, () => undefined)
    expect((await p.run('鹽', 0)).hits[0].title).toBe('hosted')
    expect(own.run).not.toHaveBeenCalled()
  })
})
