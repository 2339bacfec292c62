// Hosted search (Algolia) against the local stand-in (tests/support/algolia-server.ts): the
// settings read from the environment, `npm run search:index` pushing the sample workspace with
// the admin key, and the overlay's provider querying it with the search-only key.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { ConfigError, loadConfig } from '@/lib/config/load'
import { MAX_TEXT_BYTES, pushToAlgolia, truncateUtf8 } from '@/lib/search/server/algolia-index'
import { hostedSearchConfig, readAlgoliaSettings } from '@/lib/search/server/algolia-settings'
import { algoliaHostOptions } from '@/lib/search/hosted'
import { bodyLoader } from '@/lib/search/site-index'
import { hostedProvider } from '@/lib/search-ui/providers'
import { buildSite, type SiteIndex } from '@/lib/site/site'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { SECRET_SENTENCE } from '../../scripts/sample/posts/members-meal-plan'
import { startAlgoliaServer, type RunningAlgolia } from '../support/algolia-server'

const ROOT = path.resolve(__dirname, '../..')
const INDEX = 'leafpress_posts'
const source = new SnapshotSource(path.join(ROOT, 'content/sample'))
let site: SiteIndex
let algolia: RunningAlgolia

function env(extra: Record<string, string> = {}) {
  return {
    ALGOLIA_APP_ID: algolia.appId,
    ALGOLIA_SEARCH_ONLY_KEY: algolia.searchKey,
    ALGOLIA_INDEX: INDEX,
    ALGOLIA_HOST: algolia.url,
    ...extra,
  }
}

beforeAll(async () => {
  algolia = await startAlgoliaServer()
  site = buildSite(await source.getDatabase(), loadConfig(blogConfig, {}))
})
afterAll(() => algolia?.stop())
beforeEach(() => {
  algolia.indexes.clear()
  algolia.settings.clear()
  algolia.calls.length = 0
})

describe('hosted search settings', () => {
  it('is off without settings', () => {
    expect(readAlgoliaSettings({})).toBeNull()
  })

  it('reads all keys, and gives the browser the search-only key alone', () => {
    const s = readAlgoliaSettings({ ...env(), ALGOLIA_ADMIN_KEY: algolia.adminKey })!
    expect(s).toMatchObject({ appId: algolia.appId, searchKey: algolia.searchKey, adminKey: algolia.adminKey, indexName: INDEX })
    const pub = hostedSearchConfig(s)
    expect(pub).toEqual({ appId: algolia.appId, apiKey: algolia.searchKey, indexName: INDEX, host: algolia.url })
    expect(JSON.stringify(pub)).not.toContain(algolia.adminKey)
  })

  it('fails loudly on a half-done setup, naming what is missing', () => {
    expect(() => readAlgoliaSettings({ ALGOLIA_APP_ID: 'X' })).toThrow(ConfigError)
    expect(() => readAlgoliaSettings({ ALGOLIA_APP_ID: 'X' })).toThrow(/ALGOLIA_SEARCH_ONLY_KEY, ALGOLIA_INDEX are not/)
    expect(() => readAlgoliaSettings({ ALGOLIA_ADMIN_KEY: 'k' })).toThrow(/hosted search is off/)
  })

  it('refuses the admin key as the browser key, and a host that is not a URL', () => {
    const problems: string[] = []
    expect(readAlgoliaSettings({ ...env({ ALGOLIA_ADMIN_KEY: algolia.searchKey, ALGOLIA_HOST: 'localhost:9' }) }, problems)).toBeNull()
    expect(problems.join('\n')).toMatch(/ALGOLIA_SEARCH_ONLY_KEY is the admin key/)
    expect(problems.join('\n')).toMatch(/ALGOLIA_HOST = "localhost:9"/)
  })
})

describe('pushing the site to the hosted index', () => {
  const client = () => algoliasearch(algolia.appId, algolia.adminKey, algoliaHostOptions(algolia.url))
  const loadBody = bodyLoader((id) => source.getPage(id))

  it('saves published, unlocked articles and removes everything else', async () => {
    const locked = site.posts.find((p) => p.locked)!
    const drafts = [...site.byId.values()].filter((p) => p.type === 'Post' && p.status !== 'Published')
    expect(drafts.length).toBeGreaterThan(0)
    // what an older run (or an article since locked or unpublished) left behind
    const stale = new Map<string, Record<string, unknown> & { objectID: string }>([
      [locked.id, { objectID: locked.id, title: locked.title, text: SECRET_SENTENCE }],
      [drafts[0].id, { objectID: drafts[0].id, title: drafts[0].title }],
      ['deleted-post', { objectID: 'deleted-post', title: 'gone' }],
    ])
    algolia.indexes.set(INDEX, stale)

    const report = await pushToAlgolia({ client: client(), indexName: INDEX, site, loadBody })
    const unlocked = site.posts.filter((p) => !p.locked)
    expect(report).toEqual({ saved: unlocked.length, removed: 3, failed: [] })
    const records = algolia.indexes.get(INDEX)!
    expect([...records.keys()].sort()).toEqual(unlocked.map((p) => p.id).sort())
    expect(JSON.stringify([...records.values()])).not.toContain('秘密')
    expect(algolia.calls.every((c) => c.key === 'admin')).toBe(true)
    expect(algolia.settings.get(INDEX)?.searchableAttributes).toContain('title')

    const fiber = unlocked.find((p) => p.slug === 'fiber-daily-guide')!
    expect(records.get(fiber.id)).toMatchObject({ slug: fiber.slug, href: fiber.href, title: fiber.title, summary: fiber.summary, category: fiber.category, tags: fiber.tags })
    expect(records.get(fiber.id)?.text).toContain('奇亞籽')
  })

  it('caps the body text of a record in UTF-8 bytes, never splitting a character', async () => {
    await pushToAlgolia({ client: client(), indexName: INDEX, site, loadBody })
    const sizes = [...algolia.indexes.get(INDEX)!.values()].map((r) => Buffer.byteLength(String(r.text)))
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_TEXT_BYTES)
    expect(truncateUtf8('營養素abc', 7)).toBe('營養')
    expect(truncateUtf8('a😀b', 4)).toBe('a')
    expect(truncateUtf8('abc', 10)).toBe('abc')
  })

  it('leaves the record of a post whose body failed to load as it was', async () => {
    const victim = site.posts.find((p) => !p.locked)!
    algolia.indexes.set(INDEX, new Map([[victim.id, { objectID: victim.id, title: 'older copy' }]]))
    const failing = async (post: (typeof site.posts)[number]) => {
      if (post.id === victim.id) throw new Error('Notion is down')
      return loadBody(post)
    }
    const report = await pushToAlgolia({ client: client(), indexName: INDEX, site, loadBody: failing })
    expect(report.failed).toEqual([victim.href])
    expect(algolia.indexes.get(INDEX)?.get(victim.id)?.title).toBe('older copy')
  })

  it('runs as npm run search:index with the keys from the environment', async () => {
    // asynchronously: the stand-in server answers from this very process
    const run = (extra: Record<string, string>) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          path.join(ROOT, 'node_modules/.bin/tsx'),
          ['scripts/search-index.ts'],
          { cwd: ROOT, encoding: 'utf8', env: { ...process.env, LEAFPRESS_SNAPSHOT_DIR: 'content/sample', ...extra } },
          (_err, stdout, stderr) => resolve({ status: child.exitCode ?? -1, stdout, stderr }),
        )
      })
    const missing = await run(env())
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('ALGOLIA_ADMIN_KEY')

    const ok = await run(env({ ALGOLIA_ADMIN_KEY: algolia.adminKey }))
    expect(ok.stderr).toBe('')
    expect(ok.status).toBe(0)
    expect(ok.stdout).toMatch(/\d+ records saved, 0 removed/)
    expect(algolia.indexes.get(INDEX)?.size).toBe(site.posts.filter((p) => !p.locked).length)
  }, 60_000)
})

describe('the overlay’s hosted provider', () => {
  beforeEach(async () => {
    const client = algoliasearch(algolia.appId, algolia.adminKey, algoliaHostOptions(algolia.url))
    await pushToAlgolia({ client, indexName: INDEX, site, loadBody: bodyLoader((id) => source.getPage(id)) })
    algolia.calls.length = 0
  })

  it('queries with the search-only key, 10 hits a page, and reads the hosted answer', async () => {
    const provider = hostedProvider(hostedSearchConfig(readAlgoliaSettings(env()))!)
    expect(provider.name).toBe('Algolia')
    const first = await provider.run('膳食纖維', 0)
    expect(first.nbHits).toBeGreaterThan(1)
    expect(first.hits[0].title).toContain('膳食纖維') // title first
    expect(first.hits[0].href).toMatch(/^\/article\//)
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 10))
    expect(typeof first.processingTimeMS).toBe('number')

    const all = await provider.run('的', 1)
    expect(all.page).toBe(1)
    expect(all.hits.length).toBeLessThanOrEqual(10)
    expect(algolia.calls.map((c) => [c.method, c.path, c.key])).toEqual([
      ['POST', '/1/indexes/*/queries', 'search'],
      ['POST', '/1/indexes/*/queries', 'search'],
    ])
    expect(algolia.calls[1].body).toMatchObject({ requests: [{ indexName: INDEX, query: '的', page: 1, hitsPerPage: 10 }] })
  })

  it('rejects on a failure (the dialog logs it and shows no results)', async () => {
    const provider = hostedProvider(hostedSearchConfig(readAlgoliaSettings(env()))!)
    algolia.failNext(403)
    await expect(provider.run('鹽', 0)).rejects.toThrow()
  })

  it('cannot write with the search-only key', async () => {
    const browserKeyClient = algoliasearch(algolia.appId, algolia.searchKey, algoliaHostOptions(algolia.url))
    await expect(browserKeyClient.clearObjects({ indexName: INDEX })).rejects.toThrow(/not allowed/)
  })
})
