// The static export's search (issue #43): the index file (lib/search/static-index.ts) searched
// the way the browser does (lib/search-ui/static-search.ts) finds what the server's search finds
// on the sample, and holds nothing of a locked body.
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { bodyLoader, SiteSearch } from '@/lib/search/site-index'
import { decodeStaticIndex, encodeStaticIndex, type StaticIndexFile } from '@/lib/search/static-index'
import { recordMapToPlainText, tokenize } from '@/lib/search'
import { loadStaticSearch } from '@/lib/search-ui/static-search'
import { exportOnlyAddresses, searchIndexAddress } from '@/lib/export/static-files'
import { searchAddressPattern } from '@/lib/export/client/SearchFromAddress'
import { buildSite, type SiteIndex } from '@/lib/site/site'
import { searchModalProps, workspaceSearchProps } from '@/lib/search/server/ui-props'
import { ownProvider } from '@/lib/search-ui/providers'
import { getStrings } from '@/lib/i18n'
import { themeHref } from '@/lib/route/context'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { SECRET_SENTENCE } from '../../scripts/sample/posts/members-meal-plan'

const cfg = loadConfig(blogConfig, {})
const source = new SnapshotSource(path.resolve(__dirname, '../../content/sample'))
let site: SiteIndex
let server: SiteSearch
let file: string

const QUERIES = ['膳食纖維', '蔬菜', '睡眠', '糖', '會員限定', 'vitamin', 'kitchen', 'Next.js', 'sleep', 'protien' /* a typo: fuzzy */, '早餐 蛋白質', 'zzqx']

beforeAll(async () => {
  site = buildSite(await source.getDatabase(), cfg)
  server = new SiteSearch({ getSite: async () => site, loadBody: bodyLoader((id: string): Promise<ExtendedRecordMap> => source.getPage(id)), log: () => {} })
  await server.update(site)
  file = encodeStaticIndex(server.index)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

/** The browser's search over the file, its download answered from memory. */
async function browserSearch() {
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), new Response(file)))
  const run = await loadStaticSearch('/api/search-index.json')
  return { run, fetched }
}

describe('static search index', () => {
  it('finds the same posts as the server search, in the same order, CJK and Latin', async () => {
    const { run, fetched } = await browserSearch()
    expect(fetched).toEqual(['/api/search-index.json'])
    let found = 0
    for (const q of QUERIES) {
      const want = await server.search(q)
      const got = run(q, 0, 10)
      expect(got.hits.map((h) => h.objectID), q).toEqual(want.hits.map((h) => h.objectID))
      expect(got.nbHits, q).toBe(want.nbHits)
      // titles are highlighted as the server highlights them
      expect(got.hits.map((h) => h._highlightResult.title.value), q).toEqual(want.hits.map((h) => h._highlightResult.title.value))
      found += want.nbHits
    }
    expect(found).toBeGreaterThan(20) // the queries do find things
    expect(run('zzqx', 0, 10).nbHits).toBe(0)
  })

  it('pages like the server', async () => {
    const { run } = await browserSearch()
    const want = await server.search('的', 1)
    expect(want.nbPages).toBeGreaterThan(1)
    expect(run('的', 1, 10).hits.map((h) => h.objectID)).toEqual(want.hits.map((h) => h.objectID))
  })

  it('decodes to the index it was made from', () => {
    const decoded = decodeStaticIndex(file)
    expect(decoded.terms.stats()).toEqual(server.index.terms.stats())
    expect([...decoded.docs.values()]).toEqual(expect.arrayContaining([...server.index.docs.values()]))
    expect(decoded.docs.size).toBe(server.index.docs.size)
  })

  it('holds the published posts only, and nothing of a locked body', async () => {
    const data = JSON.parse(file) as StaticIndexFile
    expect(new Set(data.docs.map((d) => d[0]))).toEqual(new Set(site.posts.map((p) => p.id)))
    const locked = site.posts.find((p) => p.slug === 'members-meal-plan')!
    expect(locked.locked).toBe(true)
    // findable by what its page shows anyway (title, summary), never by its body
    expect(data.docs.find((d) => d[0] === locked.id)?.[9]).toBe(0)
    const body = recordMapToPlainText(await source.getPage(locked.id), locked.id)
    expect(body).toContain(SECRET_SENTENCE)
    expect(file).not.toContain(SECRET_SENTENCE)
    // every term of the locked body that no public text has is absent from the file
    const terms = new Set(data.terms.split('\n'))
    const own = tokenize(body, 'index').filter((t) => !server.index.terms.search(t, 'OR').some((r) => r.id !== locked.id))
    const bodyOnly = own.filter((t) => !tokenize(`${locked.title} ${locked.summary} ${locked.tags.join(' ')} ${locked.category ?? ''}`, 'index').includes(t))
    expect(bodyOnly.length).toBeGreaterThan(3)
    for (const t of bodyOnly) expect(terms.has(t), t).toBe(false)
  })

  it('is a compact file', () => {
    // 37 posts of the sample: ~140 KB (58 KB gzip); bench/search-file.ts measures 3,000 posts
    expect(file.length).toBeLessThan(200_000)
  })

  it('has one address per language, and /search/<keyword> is recognised under the sub path and prefixes', () => {
    expect(exportOnlyAddresses([{ prefix: '' }, { prefix: 'en' }])).toEqual(['/api/search-index.json', '/en/api/search-index.json'])
    expect(searchIndexAddress({ prefix: 'en' })).toBe('/en/api/search-index.json')
    const re = new RegExp(searchAddressPattern('/blog', ['', 'en']))
    expect('/blog/search/%E8%94%AC%E8%8F%9C'.match(re)?.[1]).toBe('%E8%94%AC%E8%8F%9C')
    expect('/blog/en/search/sleep/'.match(re)?.[1]).toBe('sleep')
    expect('/blog/tag/search/sleep'.match(re)).toBeNull()
    expect('/search/sleep'.match(re)).toBeNull()
  })
})

describe('static search in the islands', () => {
  const ctx = (edition: string) => ({ strings: getStrings('zh-CN'), site: { tags: [], edition } as unknown as SiteIndex, href: themeHref('heo', 'heo') })

  it('hands the dialogs the index file only under the export flag (the props are unchanged without it)', () => {
    expect('staticIndex' in searchModalProps(ctx(''))).toBe(false)
    expect('staticIndex' in workspaceSearchProps(ctx(''))).toBe(false)
    vi.stubEnv('LEAFPRESS_EXPORT', '1')
    vi.stubEnv('LEAFPRESS_SUB_PATH', '/blog')
    expect(searchModalProps(ctx('en')).staticIndex).toBe('/blog/en/api/search-index.json')
    expect(workspaceSearchProps(ctx('')).staticIndex).toBe('/blog/api/search-index.json')
  })

  it('the site’s own search queries the file, downloaded once, in an export; the endpoint otherwise', async () => {
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), new Response(url.includes('/api/search?') ? JSON.stringify({ hits: [], nbHits: 0 }) : file)))
    const provider = ownProvider('', '/api/search-index.json')
    const first = await provider.run('膳食纖維', 0)
    await provider.run('睡眠', 0)
    expect(first.nbHits).toBe((await server.search('膳食纖維')).nbHits)
    expect(fetched).toEqual(['/api/search-index.json'])
    await ownProvider('/blog').run('睡眠', 0)
    expect(fetched[1]).toBe(`/blog/api/search?q=${encodeURIComponent('睡眠')}&page=0`)
  })
})
