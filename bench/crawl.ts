// Crawl: do a server's memory and its cache on disk stay bounded however many distinct URLs a
// crawler invents? (issue #29, part 1)
//   node_modules/.bin/tsx bench/crawl.ts [--posts 300] [--urls 3000,30000] [--connections 8] [--section crawl]
//
// One server (scripts/serve.mjs) on a synthetic workspace of N posts (scripts/gen-workspace.ts),
// started on a fresh copy of the build (`.next-bench-<N>` → `.next-bench-crawl`), so the disk
// numbers count only what this run wrote.
// - warm-up: the site's real pages (home, list pages, 200 articles, categories, tags, archive)
//   and 50 searches, twice; then 15 s idle (V8's memory reducer returns pages after ~8 s).
// - crawl: distinct URLs of the kinds a crawler invents, in turn — search keywords, page 2 of a
//   search, articles with a random query string, unknown articles, unknown tags — through
//   `--connections` connections, up to each count of `--urls` (cumulative: 3,000, then 27,000
//   more up to 30,000). After each, 15 s idle, then RSS and disk.
// - RSS: the server's process tree (/proc VmRSS), sampled every 200 ms (max) and after the idle.
//   Disk: bytes under the dist dir (Next's page cache and the image/file cache live there).
// Budget (issue #29): 3,000 URLs grow RSS by ≤ 64 MB and disk by ≤ 64 MB after warm-up; 30,000
// by no more than 3,000 do (a plateau, not a slope).
import fs from 'node:fs'
import path from 'node:path'
import { argValue, build, builtFrom, main, mark, MB, printTable, ROOT, rssTree, sampleRss, serve, snapshotEnv, table, workspace, writeJson, writeSection } from './lib'

const HEADERS = { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN' }
const POSTS = Number(argValue('posts') ?? 300)
const COUNTS = (argValue('urls') ?? '3000,30000').split(',').map(Number).filter((n) => n > 0).sort((a, b) => a - b)
const CONNECTIONS = Number(argValue('connections') ?? 8)
const IDLE_MS = 15_000
const BUDGET_MB = 64
/** how far apart two idle RSS readings of the same state can be on this machine */
const NOISE_MB = 16
const CRAWL_DIST = '.next-bench-crawl'
const WORDS = ['營養素', '膳食纖維', '血糖', '糙米', '睡眠', '血壓', 'omega', 'Mediterranean', '蔬菜', '早餐']
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Bytes of the files under `dir`. */
function diskBytes(dir: string): number {
  let total = 0
  const stack = [dir]
  while (stack.length) {
    const d = stack.pop()!
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      if (e.isDirectory()) stack.push(p)
      else if (e.isFile()) total += fs.statSync(p).size
    }
  }
  return total
}

/** The i-th invented URL: the kinds cycle, every one distinct. */
function crawlUrl(i: number): string {
  const word = WORDS[i % WORDS.length]
  const nonce = `${i.toString(36)}x${((i * 2654435761) >>> 0).toString(36)}`
  switch (i % 5) {
    case 0:
      return `/search/${encodeURIComponent(`${word} ${nonce}`)}`
    case 1:
      return `/search/${encodeURIComponent(word + nonce)}/page/2`
    case 2:
      return `/article/post-${(i % 250) + 2}?utm=${nonce}`
    case 3:
      return `/article/no-such-post-${nonce}`
    default:
      return `/tag/${encodeURIComponent(`tag-${nonce}`)}`
  }
}

/** Requests `urls` through `connections` parallel loops; counts the statuses. */
async function run(base: string, urls: string[], connections: number): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {}
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < urls.length) {
        const url = urls[next++]
        try {
          const r = await fetch(base + url, { headers: HEADERS, redirect: 'manual' })
          await r.arrayBuffer()
          statuses[r.status] = (statuses[r.status] ?? 0) + 1
        } catch {
          statuses.error = (statuses.error ?? 0) + 1
        }
      }
    }),
  )
  return statuses
}

interface Point {
  urls: number
  rss: number
  rssMax: number
  disk: number
  seconds: number
  statuses: Record<string, number>
}

main(async () => {
  const ws = await workspace(POSTS)
  const b = build(ws)
  const dist = path.join(ROOT, CRAWL_DIST)
  fs.rmSync(dist, { recursive: true, force: true })
  fs.cpSync(path.join(ROOT, b.distDir), dist, { recursive: true })
  const s = await serve({ distDir: CRAWL_DIST, env: snapshotEnv(ws) })
  const points: Point[] = []
  try {
    const real = ['/', '/page/2', '/page/3', '/archive', '/category', '/tag']
    for (let i = 2; i < 202; i++) if (i % 37 !== 0 && i % 97 !== 0) real.push(`/article/post-${i}`)
    const searches = Array.from({ length: 50 }, (_, i) => `/search/${encodeURIComponent(WORDS[i % WORDS.length] + (i < 10 ? '' : ` ${i}`))}`)
    console.log(`warm-up: ${real.length} pages and ${searches.length} searches, twice …`)
    for (let k = 0; k < 2; k++) await run(s.url, [...real, ...searches], CONNECTIONS)
    await sleep(IDLE_MS)
    points.push({ urls: 0, rss: rssTree(s.pid), rssMax: rssTree(s.pid), disk: diskBytes(dist), seconds: 0, statuses: {} })
    console.log(`after warm-up: RSS ${MB(points[0].rss)} MB, disk ${MB(points[0].disk)} MB`)

    let done = 0
    for (const count of COUNTS) {
      const urls = Array.from({ length: count - done }, (_, k) => crawlUrl(done + k))
      const t0 = performance.now()
      const rss = sampleRss(s.pid)
      const statuses = await run(s.url, urls, CONNECTIONS)
      const seconds = (performance.now() - t0) / 1000
      const { max } = rss()
      done = count
      await sleep(IDLE_MS)
      const p = { urls: count, rss: rssTree(s.pid), rssMax: max, disk: diskBytes(dist), seconds, statuses }
      points.push(p)
      console.log(`after ${count} URLs (${seconds.toFixed(0)} s, ${JSON.stringify(statuses)}): RSS ${MB(p.rss)} MB (max ${MB(p.rssMax)}), disk ${MB(p.disk)} MB`)
    }
  } finally {
    await s.stop()
    fs.rmSync(dist, { recursive: true, force: true })
  }
  writeJson('crawl.json', { posts: POSTS, points })

  const base = points[0]
  const first = points[1]
  const growth = (p: Point) => ({ rss: p.rss - base.rss, disk: p.disk - base.disk })
  const rows = points.map((p) => {
    const g = growth(p)
    const statuses = Object.entries(p.statuses).map(([k, v]) => `${k}: ${v}`).join(', ')
    return [p.urls ? p.urls.toLocaleString('en') : 'after warm-up', MB(p.rss), MB(p.rssMax), p.urls ? MB(g.rss) : '', MB(p.disk), p.urls ? MB(g.disk) : '', p.urls ? (p.urls - (points[points.indexOf(p) - 1]?.urls ?? 0)) / p.seconds | 0 : '', statuses]
  })
  const md = table(['distinct URLs', 'RSS after 15 s idle (MB)', 'RSS max during (MB)', 'RSS growth (MB)', 'disk (MB)', 'disk growth (MB)', 'req/s', 'statuses'], rows)
  const verdicts: string[] = []
  if (first) {
    const g = growth(first)
    verdicts.push(`- ${first.urls.toLocaleString('en')} URLs: RSS +${MB(g.rss)} MB, disk +${MB(g.disk)} MB (budget ≤ ${BUDGET_MB} MB each): ${mark(g.rss <= BUDGET_MB * 2 ** 20 && g.disk <= BUDGET_MB * 2 ** 20)}`)
    const last = points[points.length - 1]
    if (last !== first) {
      // a plateau: the later, larger crawl grows RSS no more than the first did (within the
      // noise of one idle RSS reading) and the disk not at all beyond it
      const gl = growth(last)
      const perK = (bytes: number, urls: number) => ((bytes / 2 ** 20) * 1000) / urls
      verdicts.push(
        `- ${last.urls.toLocaleString('en')} URLs: RSS +${MB(gl.rss)} MB, disk +${MB(gl.disk)} MB; budget: no more than ${first.urls.toLocaleString('en')} URLs grew (+${MB(g.rss)} / +${MB(g.disk)} MB) within ${NOISE_MB} MB of RSS noise: ${mark(gl.rss <= Math.max(g.rss, 0) + NOISE_MB * 2 ** 20 && gl.disk <= Math.max(g.disk, 0) + 2 ** 20)}`,
        `- growth per 1,000 URLs: ${perK(g.rss, first.urls).toFixed(2)} MB over the first ${first.urls.toLocaleString('en')}, ${perK(gl.rss - g.rss, last.urls - first.urls).toFixed(2)} MB from there to ${last.urls.toLocaleString('en')}`,
      )
    }
  }
  const body = [
    `${ws.label}, ${builtFrom(b)}; one server (scripts/serve.mjs), ${CONNECTIONS} connections; URL kinds in turn: search keyword, search page 2, article + random query, unknown article, unknown tag.`,
    '',
    md,
    '',
    ...verdicts,
  ].join('\n')
  printTable('crawl', body)
  writeSection(argValue('section') ?? 'crawl', `Crawl: memory and disk after distinct URLs (N=${POSTS})`, body)
})
