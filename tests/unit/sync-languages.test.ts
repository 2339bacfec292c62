// `npm run sync` on a site in several languages (issue #31): every database is copied, the
// default language's into the folder asked for and each other into `<folder>-<prefix>`, and the
// command says how to serve them. Against the local Notion server holding both sample databases.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { addRecordMap, startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'
import { SAMPLE_DIR, siteOf } from '../support/sample'

const ROOT = path.resolve(__dirname, '../..')
const EN_DIR = path.join(SAMPLE_DIR, '..', 'sample-en')
const rootOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'snapshot.json'), 'utf8')).rootPageId.replace(/-/g, '')
let notion: NotionServer
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-sync-languages-'))

beforeAll(async () => {
  const u = universeFromSnapshot(SAMPLE_DIR)
  const en = universeFromSnapshot(EN_DIR)
  addRecordMap(u, en)
  Object.assign(u.queries, en.queries)
  notion = await startNotionServer(u)
})

afterAll(async () => {
  await notion?.close()
  fs.rmSync(tmp, { recursive: true, force: true })
})

it('copies every language database and says how to serve them', async () => {
  const out = path.join(tmp, 'snap')
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/sync.ts', '--out', out], {
    cwd: ROOT,
    env: { ...process.env, NOTION_PAGE_ID: `${rootOf(SAMPLE_DIR)},en-US:${rootOf(EN_DIR)}`, NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '50', LEAFPRESS_SNAPSHOT_DIR: '' },
  })
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  expect(await new Promise((r) => child.on('exit', r)), log).toBe(0)
  // every post of each language in its own folder, none in the other's
  const pages = (dir: string) => new Set(fs.readdirSync(path.join(dir, 'pages')).map((f) => f.replace(/\.json$/, '')))
  const [zhPages, enPages] = [pages(out), pages(`${out}-en`)]
  for (const p of siteOf(SAMPLE_DIR).posts) expect(zhPages.has(p.id) && !enPages.has(p.id), p.slug).toBe(true)
  for (const p of siteOf(EN_DIR).posts) expect(enPages.has(p.id) && !zhPages.has(p.id), p.slug).toBe(true)
  expect(JSON.parse(fs.readFileSync(path.join(`${out}-en`, 'snapshot.json'), 'utf8')).rootPageId.replace(/-/g, '')).toBe(rootOf(EN_DIR))
  expect(log).toContain(`Serve it with LEAFPRESS_SNAPSHOT_DIR=${out},en-US:${out}-en`)
}, 120_000)
