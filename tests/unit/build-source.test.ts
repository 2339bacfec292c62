// The build's record of its source (lib/config/build-source.ts): a server started with another
// source or other page settings drops the pages the build folder holds and says so; the same
// source keeps them. Secrets and deployment-only settings never change the fingerprint.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BUILD_SOURCE_FILE, buildSourceOf as sourceOfSettings, checkBuildSource as checkSource, recordBuildSource } from '@/lib/config/build-source'
import { readAllSettings } from '@/lib/config/check-all'
import { THEME_SETTINGS } from '@/themes/settings'

const ROOT = path.resolve(__dirname, '../..')
const NOTION = { NOTION_PAGE_ID: 'ab3d437a821843628c7d79c2caa73129', NOTION_API_BASE_URL: 'http://127.0.0.1:9/api/v3' }
let dist = ''

/** A build folder as `next build` and a server leave it: prerendered outputs and regenerated pages. */
function fakeBuild(): string {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-dist-'))
  const put = (rel: string, text = 'x') => {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true })
    fs.writeFileSync(path.join(dist, rel), text)
  }
  put('prerender-manifest.json', JSON.stringify({ routes: { '/sitemap.xml': {}, '/robots.txt': {}, '/_not-found': {}, '/_global-error': {} } }))
  put('server/app/sitemap.xml.body', '<urlset>sample</urlset>')
  put('server/app/sitemap.xml.meta')
  put('server/app/robots.txt.body')
  put('server/app/_not-found.html')
  put('server/app/_global-error.html')
  put('server/route-cache/APP_PAGE/abc/$/heo/zh-CN.html', 'sample home')
  put('server/route-cache/APP_PAGE/abc/$/heo/zh-CN/archive.html', 'sample archive')
  put('server/app/heo/[lang]/[[...path]]/page.js', 'code')
  return dist
}

afterEach(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true })
})

type Env = Record<string, string | undefined>
const settingsOf = (env: Env) => readAllSettings(env, THEME_SETTINGS)
const buildSourceOf = (env: Env, cwd: string) => sourceOfSettings(settingsOf(env), cwd)
const checkBuildSource = (dir: string, env: Env, log: (l: string) => void, cwd: string) => checkSource(dir, settingsOf(env), log, cwd)

describe('buildSourceOf', () => {
  it('names the source without secrets and fingerprints the page settings', () => {
    const sample = buildSourceOf({}, ROOT)
    // the embedded sample: a Chinese database and its English translation under /en (issue #31)
    expect(sample.source).toBe('snapshot content/sample; en-US at /en: snapshot content/sample-en')
    const notion = buildSourceOf({ ...NOTION, NOTION_TOKEN_V2: 'secret-token' }, ROOT)
    expect(notion.source).toBe('Notion page ab3d437a821843628c7d79c2caa73129 via http://127.0.0.1:9/api/v3')
    expect(JSON.stringify(notion)).not.toContain('secret-token')
    expect(buildSourceOf({ NOTION_TOKEN: 'secret_x', NOTION_DATABASE_ID: 'ab3d437a821843628c7d79c2caa73129' }, ROOT).source).toBe(
      'Notion database ab3d437a821843628c7d79c2caa73129 (official API)',
    )
  })

  it('a setting that changes pages changes the fingerprint; secrets and server-only settings do not', () => {
    const base = buildSourceOf({}, ROOT).settings
    expect(buildSourceOf({ THEME: 'simple' }, ROOT).settings).not.toBe(base)
    expect(buildSourceOf({ COMMENT_WALINE_SERVER_URL: 'https://c.example.com' }, ROOT).settings).not.toBe(base)
    expect(buildSourceOf({ LEAFPRESS_SECRET: 'x'.repeat(32), TRUST_PROXY: '1', REDIS_URL: 'redis://127.0.0.1:6379' }, ROOT).settings).toBe(base)
    const keys = { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_ONLY_KEY: 'search', ALGOLIA_INDEX: 'posts' }
    expect(buildSourceOf({ ...keys, ALGOLIA_ADMIN_KEY: 'admin-1' }, ROOT).settings).toBe(buildSourceOf({ ...keys, ALGOLIA_ADMIN_KEY: 'admin-2' }, ROOT).settings)
  })
})

describe('checkBuildSource', () => {
  it('keeps the pages of a build started with its own source', () => {
    const d = fakeBuild()
    recordBuildSource(d, buildSourceOf({}, ROOT))
    const log: string[] = []
    expect(checkBuildSource(d, {}, (l) => log.push(l), ROOT).kind).toBe('same')
    expect(fs.existsSync(path.join(d, 'server/route-cache/APP_PAGE/abc/$/heo/zh-CN.html'))).toBe(true)
    expect(fs.existsSync(path.join(d, 'server/app/sitemap.xml.body'))).toBe(true)
    expect(log[0]).toMatch(/build made from snapshot content\/sample; en-US at \/en: snapshot content\/sample-en .*serving its cached pages/)
  })

  it('drops every cached page — regenerated and prerendered — when the source differs, and says so', () => {
    const d = fakeBuild()
    recordBuildSource(d, buildSourceOf({}, ROOT))
    const log: string[] = []
    const result = checkBuildSource(d, NOTION, (l) => log.push(l), ROOT)
    expect(result.kind).toBe('changed')
    expect(fs.existsSync(path.join(d, 'server/route-cache'))).toBe(false)
    for (const f of ['sitemap.xml.body', 'sitemap.xml.meta', 'robots.txt.body']) expect(fs.existsSync(path.join(d, 'server/app', f)), f).toBe(false)
    // Next's own shells and the compiled code stay
    for (const f of ['_not-found.html', '_global-error.html', 'heo/[lang]/[[...path]]/page.js']) expect(fs.existsSync(path.join(d, 'server/app', f)), f).toBe(true)
    expect(log[0]).toMatch(/was made from snapshot content\/sample; en-US .*this server reads Notion page ab3d4.*dropped its 5 cached page file\(s\)/)
    // the folder now records what its caches fill from: the next start with it keeps them
    expect(JSON.parse(fs.readFileSync(path.join(d, BUILD_SOURCE_FILE), 'utf8')).source).toMatch(/^Notion page/)
    expect(checkBuildSource(d, NOTION, () => {}, ROOT).kind).toBe('same')
  })

  it('a build without a record (made before) is treated as another source', () => {
    const d = fakeBuild()
    const log: string[] = []
    expect(checkBuildSource(d, {}, (l) => log.push(l), ROOT).kind).toBe('changed')
    expect(log[0]).toMatch(/records no source/)
  })

  it('other page settings on the same source drop the pages too', () => {
    const d = fakeBuild()
    recordBuildSource(d, buildSourceOf({}, ROOT))
    expect(checkBuildSource(d, { LINK: 'https://blog.example.org' }, () => {}, ROOT).kind).toBe('changed')
  })
})
