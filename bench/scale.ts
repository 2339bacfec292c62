// Scale: does a server's memory and an article render's CPU stay flat as the workspace grows?
// Per N (synthetic workspaces of scripts/gen-workspace.ts, served from their snapshot folder),
// one fresh server through scripts/serve.mjs:
//   node_modules/.bin/tsx bench/scale.ts [--posts 300,3000,10000] [--renders 100] [--duration 15] [--section scale]
//     [--server-env KEY=value,…] [--node-args "--flag …"]   (experiments: settings or V8 flags of the server)
//     [--variants "label|KEY=value,…|--flag …;…"]            (each N once per variant, in one section)
//
// - build: `next build` of the site for that workspace (bench/lib.ts `build`: reused when made
//   from the sources checked out now, `--rebuild` forces a clean one).
// - start-up: spawn → first 200 on `/`; first article: the first request of a never-rendered
//   article right after (the store loads its body, the page renders).
// - render CPU: after 30 renders to warm the JIT, `--renders` never-rendered articles one after
//   another (one connection: no queueing), the same slugs at every N (post-2 …: gen-workspace's
//   first posts have the same bodies whatever N). CPU = user + system time of the server process
//   tree during the batch ÷ renders: the whole request (proxy, render, ISR write, gzip).
//   Measured twice: on the fresh server, and again (other slugs, post-111 …) once the search
//   index is built, the steady state of a site whose search has been used.
// - search build: the first search builds the local index, which reads every body; we wait until
//   the server's CPU is idle again (at most 5 minutes), sampling RSS.
// - cold load: `--duration` s of a mix through 10 connections (never-rendered articles, searches,
//   home, list, category, tag and archive pages): renders and loads all along.
// - warm load: after 15 s idle, `--duration` s of the same mix over pages already rendered (the
//   articles above, home, lists) and searches — what a warmed-up site serves. RSS = the server's
//   process tree (/proc VmRSS) sampled every 200 ms.
// Targets (issue #27): warm RSS under load ≤ 300 MB at N=3,000 and ≤ 400 MB at N=10,000; render
// CPU at N=10,000 ≤ 1.3× N=300. Ratios are of one run: the machine is shared, so absolute times move.
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { argValue, build, builtFrom, cpuTree, fmtMs, main, mark, MB, median, postsArg, printTable, ROOT, rssTree, sampleRss, serve, snapshotEnv, table, workspace, writeJson, writeSection } from './lib'

const HEADERS = { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN' }
const RENDERS = Number(argValue('renders') ?? 100)
const DURATION = Number(argValue('duration') ?? 15)
const WARMUP_RENDERS = 30
const envOf = (list: string) => Object.fromEntries(list.split(',').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]))
const argsOf = (list: string) => list.split(' ').filter(Boolean)

interface Variant {
  /** '' for the default (settings as shipped) */
  label: string
  env: Record<string, string>
  nodeArgs: string[]
}

const VARIANTS: Variant[] = argValue('variants')
  ? argValue('variants')!.split(';').map((v) => {
      const [label, env = '', args = ''] = v.split('|')
      return { label: label.trim(), env: envOf(env), nodeArgs: argsOf(args) }
    })
  : [{ label: '', env: envOf(argValue('server-env') ?? ''), nodeArgs: argsOf(argValue('node-args') ?? '') }]
const isDefault = (v: Variant) => !Object.keys(v.env).length && !v.nodeArgs.length
/** Idle time between the cold and the warm load (V8's memory reducer returns pages after ~8 s) */
const IDLE_MS = 15_000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
// words of the synthetic bodies (gen-workspace.ts) and of its titles, and one nothing contains
const QUERIES = ['營養素', '膳食纖維', '血糖', '糙米', '睡眠 血壓', 'omega', 'Mediterranean diet', '量子力學']
const CATEGORIES = ['飲食', '營養素', '疾病預防', '食譜']

/** Slugs of posts that are published and open (gen-workspace: every 37th locked, every 97th a draft). */
function openPosts(from: number, count: number, posts = Infinity): string[] {
  const out: string[] = []
  for (let i = from; out.length < count && i < posts; i++) if (i % 37 !== 36 && i % 97 !== 96) out.push(`/article/post-${i + 1}`)
  return out
}

async function get(url: string): Promise<{ status: number; ms: number; body: string }> {
  const t0 = performance.now()
  const r = await fetch(url, { headers: HEADERS })
  const body = await r.text()
  return { status: r.status, ms: performance.now() - t0, body }
}

/** Waits until the server tree uses under 5% of a core for 3 s in a row (bounded). */
async function untilIdle(pid: number, maxMs: number): Promise<number> {
  const t0 = performance.now()
  let quiet = 0
  let last = cpuTree(pid)
  while (performance.now() - t0 < maxMs) {
    await sleep(1000)
    const now = cpuTree(pid)
    quiet = now - last < 50 ? quiet + 1 : 0
    last = now
    if (quiet >= 3) return performance.now() - t0 - 3000
  }
  return NaN
}

interface Result {
  n: number
  label: string
  variant: Variant
  built: string
  buildMs: number
  buildReused: boolean
  startupMs: number
  firstHomeMs: number
  firstArticleMs: number
  renderCpuMs: number
  renderWallP50: number
  /** the same measure once the search index is built */
  renderCpuIndexedMs: number
  renderWallIndexedP50: number
  searchBuildMs: number
  searchFirstMs: number
  searchHits: number
  rssIdle: number
  rssSearch: number
  rssMixed: number
  rssIdleWarm: number
  rssWarm: number
  rssAfter: number
  mixed: { rps: number; non2xx: number; errors: number; total: number }
  warm: { rps: number; cpuMs: number; non2xx: number; errors: number; total: number }
}

main(async () => {
  const ns = postsArg([300, 3000, 10000])
  const results: Result[] = []
  for (const n of ns) for (const variant of VARIANTS) {
    const ws = await workspace(n)
    const b = build(ws, { rebuild: process.argv.includes('--rebuild') && variant === VARIANTS[0] })
    fs.rmSync(path.join(ROOT, b.distDir, 'server', 'route-cache'), { recursive: true, force: true })
    const label = variant.label ? `${ws.label} · ${variant.label}` : ws.label
    console.log(`\n${label}: starting the server …`)
    const s = await serve({ distDir: b.distDir, env: { ...snapshotEnv(ws), ...variant.env }, nodeArgs: variant.nodeArgs })
    try {
      const warmup = openPosts(Math.min(n, 300) - 60, WARMUP_RENDERS)
      const measured = openPosts(1, RENDERS)
      const measuredIndexed = openPosts(RENDERS + 10, RENDERS)
      const first = await get(s.url + openPosts(Math.min(n, 300) - 20, 1)[0])
      if (first.status !== 200) throw new Error(`first article: ${first.status}`)
      console.log(`  start-up ${fmtMs(s.startupMs)} ms, first article ${fmtMs(first.ms)} ms`)
      await sleep(1000)
      const rssIdle = rssTree(s.pid)

      for (const p of warmup) await get(s.url + p)
      const renders = async (paths: string[]) => {
        const walls: number[] = []
        const cpu0 = cpuTree(s.pid)
        for (const p of paths) {
          const r = await get(s.url + p)
          if (r.status !== 200) throw new Error(`${p}: ${r.status}`)
          walls.push(r.ms)
        }
        return { cpu: (cpuTree(s.pid) - cpu0) / paths.length, wall: median(walls) }
      }
      const fresh1 = await renders(measured)
      console.log(`  render: ${fresh1.cpu.toFixed(1)} ms CPU, p50 ${fmtMs(fresh1.wall)} ms wall`)

      // the first search: the index reads every body
      const stopSearchRss = sampleRss(s.pid)
      const t0 = performance.now()
      const firstSearch = await get(`${s.url}/api/search?q=${encodeURIComponent('膳食纖維')}`)
      const searchFirstMs = performance.now() - t0
      const searchBuildMs = await untilIdle(s.pid, 300_000)
      const rssSearch = stopSearchRss().max
      const searchHits = (JSON.parse((await get(`${s.url}/api/search?q=${encodeURIComponent('膳食纖維')}`)).body) as { nbHits: number }).nbHits
      console.log(`  search: first answer ${fmtMs(searchFirstMs)} ms (status ${firstSearch.status}), built in ${fmtMs(searchBuildMs)} ms more, ${searchHits} hits; RSS max ${MB(rssSearch)} MB`)
      const indexed = await renders(measuredIndexed)
      console.log(`  render with the index built: ${indexed.cpu.toFixed(1)} ms CPU, p50 ${fmtMs(indexed.wall)} ms wall`)

      // a mix under load: renders of articles not seen yet, searches and list screens
      const fresh = openPosts(2 * RENDERS + 20, 4000, n)
      const lists = ['/', '/page/2', '/page/3', '/archive', ...CATEGORIES.map((c) => `/category/${encodeURIComponent(c)}`), `/tag/${encodeURIComponent('膳食纖維')}`]
      const mixOf = (articles: string[]) => {
        let k = 0
        return () => {
          const i = k++
          if (i % 10 === 0) return `/api/search?q=${encodeURIComponent(QUERIES[(i / 10) % QUERIES.length])}&page=${(i / 10) % 3}`
          if (i % 10 === 5) return lists[((i - 5) / 10) % lists.length]
          return articles[i % articles.length]
        }
      }
      const load = async (next: () => string) => {
        const stopRss = sampleRss(s.pid)
        const cpu0 = cpuTree(s.pid)
        const r = await autocannon({ url: s.url, connections: 10, duration: DURATION, headers: HEADERS, requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }] })
        return { rss: stopRss().max, cpuMs: (cpuTree(s.pid) - cpu0) / Math.max(1, r.requests.total), rps: r.requests.average, non2xx: r.non2xx, errors: r.errors + r.timeouts, total: r.requests.total }
      }
      const mix = await load(mixOf(fresh))
      const rssMixed = mix.rss
      console.log(`  cold load: ${mix.rps.toFixed(0)} req/s, ${mix.non2xx} non-2xx; RSS max ${MB(rssMixed)} MB`)

      // the same mix over pages rendered by now: what a warmed-up site serves
      await sleep(IDLE_MS)
      const rssIdleWarm = rssTree(s.pid)
      const warm = await load(mixOf([...measured, ...measuredIndexed]))
      const rssWarm = warm.rss
      await sleep(3000)
      const rssAfter = rssTree(s.pid)
      console.log(`  warm load: ${warm.rps.toFixed(0)} req/s (${warm.cpuMs.toFixed(2)} ms CPU/req); RSS before ${MB(rssIdleWarm)} MB, max ${MB(rssWarm)} MB, after ${MB(rssAfter)} MB`)
      results.push({
        n,
        label,
        variant,
        built: builtFrom(b),
        buildMs: b.ms,
        buildReused: b.reused,
        startupMs: s.startupMs,
        firstHomeMs: s.firstRequestMs,
        firstArticleMs: first.ms,
        renderCpuMs: fresh1.cpu,
        renderWallP50: fresh1.wall,
        renderCpuIndexedMs: indexed.cpu,
        renderWallIndexedP50: indexed.wall,
        searchBuildMs,
        searchFirstMs,
        searchHits,
        rssIdle,
        rssSearch,
        rssMixed,
        rssIdleWarm,
        rssWarm,
        rssAfter,
        mixed: { rps: mix.rps, non2xx: mix.non2xx, errors: mix.errors, total: mix.total },
        warm: { rps: warm.rps, cpuMs: warm.cpuMs, non2xx: warm.non2xx, errors: warm.errors, total: warm.total },
      })
    } finally {
      await s.stop()
    }
  }
  writeJson('scale.json', results)
  report(results)
})

function report(results: Result[]) {
  const base = (r: Result) => results.find((x) => x.variant === r.variant && x.n === Math.min(...results.map((y) => y.n)))
  const ratio = (r: Result) => (base(r) ? (r.renderCpuMs / base(r)!.renderCpuMs).toFixed(2) : '–')
  const ratioIndexed = (r: Result) => (base(r) ? (r.renderCpuIndexedMs / base(r)!.renderCpuIndexedMs).toFixed(2) : '–')
  const s = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : '?')
  const md = table(
    ['N', 'build s', 'start-up to first 200 s', 'first article ms', 'render CPU ms, fresh server (ratio)', 'render CPU ms, index built (ratio)', 'render wall p50 ms (fresh; index built)', 'first search ms; index built after s', 'RSS MB: idle after start', 'max, index build', 'max, cold load', 'idle, warm', '**max, warm load**', 'after'],
    results.map((r) => [
      r.label,
      `${s(r.buildMs)}${r.buildReused ? ' (reused)' : ''}`,
      s(r.startupMs),
      fmtMs(r.firstArticleMs),
      `${r.renderCpuMs.toFixed(1)} (${ratio(r)}×)`,
      `${r.renderCpuIndexedMs.toFixed(1)} (${ratioIndexed(r)}×)`,
      `${fmtMs(r.renderWallP50)}; ${fmtMs(r.renderWallIndexedP50)}`,
      `${fmtMs(r.searchFirstMs)}; ${s(r.searchBuildMs)}`,
      MB(r.rssIdle),
      MB(r.rssSearch),
      MB(r.rssMixed),
      MB(r.rssIdleWarm),
      `**${MB(r.rssWarm)}**`,
      MB(r.rssAfter),
    ]),
  )
  const loadMd = table(
    ['N', 'cold load req/s (non-2xx, errors of total)', 'warm load req/s (non-2xx, errors of total)', 'warm load CPU ms/req', 'search hits (膳食纖維)'],
    results.map((r) => [r.label, `${r.mixed.rps.toFixed(0)} (${r.mixed.non2xx}, ${r.mixed.errors} of ${r.mixed.total})`, `${r.warm.rps.toFixed(0)} (${r.warm.non2xx}, ${r.warm.errors} of ${r.warm.total})`, r.warm.cpuMs.toFixed(2), r.searchHits]),
  )
  const targets: Array<Array<string | number>> = []
  const shipped = results.filter((r) => isDefault(r.variant))
  for (const [n, limit] of [[3000, 300], [10000, 400]] as const) {
    const r = shipped.find((x) => x.n === n)
    if (r) targets.push([`warm RSS ≤ ${limit} MB under load (N=${n})`, `${limit} MB`, `${MB(r.rssWarm)} MB (cold load ${MB(r.rssMixed)} MB)`, mark(r.rssWarm <= limit * 2 ** 20)])
  }
  const big = shipped.find((x) => x.n === 10000)
  const small = big && base(big)
  if (big && small && small !== big) {
    targets.push([`render CPU at N=10000 ≤ 1.3× N=${small.n} (fresh server)`, '1.30×', `${ratio(big)}×`, mark(big.renderCpuMs <= 1.3 * small.renderCpuMs)])
    targets.push([`render CPU at N=10000 ≤ 1.3× N=${small.n} (search index built)`, '1.30×', `${ratioIndexed(big)}×`, mark(big.renderCpuIndexedMs <= 1.3 * small.renderCpuIndexedMs)])
  }
  const tmd = table(['target', 'value', 'measured', 'status'], targets)
  printTable('Scale', md)
  printTable('Load', loadMd)
  printTable('Targets', tmd)
  writeSection(
    argValue('section') ?? 'scale',
    'Scale: memory and render CPU at N posts',
    `${md}

${loadMd}

${tmd}

Builds: ${[...new Map(results.map((r) => [r.n, `N=${r.n} ${r.built}`])).values()].join('; ')}.
One fresh server per N${VARIANTS.length > 1 ? ' and variant' : ''} (scripts/serve.mjs, snapshot source; ${VARIANTS.map((v) => (isDefault(v) ? `${v.label || 'default'}: the settings as shipped` : `${v.label || 'this run'}: ${[...Object.entries(v.env).map(([k, x]) => `${k}=${x}`), ...v.nodeArgs].join(' ')}`)).join('; ')}). Render CPU: ${RENDERS}
never-rendered articles requested one after another after ${WARMUP_RENDERS} warm-up renders, the same
slugs at every N; CPU time of the server process tree ÷ renders (whole request: proxy, render,
ISR write, gzip); again with ${RENDERS} other articles once the search index is built. The first search
builds the local index (every body is read); "built after" is until the server's CPU is idle
again. Cold load: ${DURATION} s, 10 connections, 8 of 10 requests a never-rendered article, 1 a
search (${QUERIES.length} queries, pages 0–2), 1 a list screen (home, pages 2–3, archive,
categories, a tag). Warm load: ${IDLE_MS / 1000} s later, the same mix for ${DURATION} s over the ${2 * RENDERS}
articles rendered before (ISR pages), the list screens and the searches. RSS = the server's
process tree (/proc VmRSS), sampled every 200 ms. The machine is shared (2 cores): compare the
ratios of one run, not absolute times across runs.`,
  )
}
