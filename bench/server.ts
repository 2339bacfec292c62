// Server: start-up time to first 200, TTFB and requests per second (autocannon, 10
// connections, 10 s) for home and an article, cold and warm; RSS at idle and under load; at N
// posts. Compared, in the same run, with nginx serving the same HTML from disk (the practical
// limit of a static server here) and with the bare Next.js page (bench/bare-next).
//   node_modules/.bin/tsx bench/server.ts [--posts 300,3000] [--duration 10] [--no-nginx] [--no-bare]
//
// Definitions (one fresh server process per N):
// - start-up: spawn of scripts/serve.mjs → first 200 on `/` (prerendered at build).
// - cold home: the 10 s run starts right after that first 200 (fresh process: JIT, store and
//   page caches not warmed).
// - cold article: the first request of a never-rendered article (ISR renders it on demand), and
//   a 10 s run where every request asks for another not-yet-rendered article (render rate; the
//   runtime ISR entries of earlier runs, <distDir>/server/route-cache, are deleted first).
// - warm: after a warm-up, the same URL for 10 s; TTFB = time to response headers of 300
//   sequential keep-alive requests (one connection, no load).
// Requests send `Accept-Encoding: gzip` like browsers (our server sends each distinct body's
// gzip, compressed once: scripts/compression.mjs; nginx is configured to gzip text/html too).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '../tests/support/server'
import { serveBare } from './bare'
import {
  argValue,
  build,
  builtFrom,
  cpuTree,
  fmtMs,
  hasFlag,
  main,
  mark,
  MB,
  median,
  OUT,
  pct,
  postsArg,
  printTable,
  ROOT,
  rssTree,
  sampleRss,
  serve,
  snapshotEnv,
  table,
  workspace,
  writeJson,
  writeSection,
} from './lib'

const HEADERS = { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN' }
const DURATION = Number(argValue('duration') ?? 10)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Run {
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  total: number
  rssMax?: number
  /** CPU ms (user+system) the server process tree spent per request */
  cpuMs?: number
  note?: string
}

async function cannon(url: string, opts: { paths?: string[]; pid?: number; duration?: number; identity?: boolean } = {}): Promise<Run> {
  let i = 0
  const paths = opts.paths
  const stopRss = opts.pid ? sampleRss(opts.pid) : undefined
  const cpu0 = opts.pid ? cpuTree(opts.pid) : 0
  const r = await autocannon({
    url,
    connections: 10,
    duration: opts.duration ?? DURATION,
    headers: opts.identity ? { 'accept-language': 'zh-CN' } : HEADERS,
    requests: paths ? [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] : undefined,
  })
  const rss = stopRss?.()
  const cpuMs = opts.pid ? (cpuTree(opts.pid) - cpu0) / Math.max(1, r.requests.total) : undefined
  return {
    cpuMs,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
    rssMax: rss?.max,
    note: paths ? `${Math.min(i, paths.length)} distinct URLs${i > paths.length ? ` (wrapped after ${paths.length}: later requests hit cached pages)` : ''}` : undefined,
  }
}

/** Time to response headers of `count` sequential keep-alive requests, in ms. */
async function ttfb(url: string, count = 300): Promise<{ p50: number; p90: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  for (let k = 0; k < count; k++) times.push(await once(url, agent))
  agent.destroy()
  return { p50: median(times), p90: pct(times, 90), p99: pct(times, 99) }
}

function once(url: string, agent?: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = http.get(url, { agent, headers: HEADERS }, (res) => {
      const t = performance.now() - t0
      res.resume()
      res.on('end', () => resolve(t))
    })
    req.on('error', reject)
  })
}

async function get(url: string): Promise<{ status: number; body: string }> {
  const r = await fetch(url, { headers: { 'accept-language': 'zh-CN' } })
  return { status: r.status, body: await r.text() }
}

/**
 * Deletes the runtime ISR entries (Next 16 keeps them in <distDir>/server/route-cache), so
 * "cold" really renders; the pages prerendered at build time stay.
 */
function forgetRenderedPages(distDir: string) {
  fs.rmSync(path.join(ROOT, distDir, 'server', 'route-cache'), { recursive: true, force: true })
}

// ── nginx on loopback, serving the same HTML ───────────────────────────────────────────

async function startNginx(root: string): Promise<{ url: string; pid: number; stop: () => Promise<void> } | undefined> {
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((b) => fs.existsSync(b))
  if (!bin) return undefined
  const port = await freePort()
  const dir = path.join(OUT, 'nginx')
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true })
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body; proxy_temp_path ${dir}/tmp/proxy; fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi; scgi_temp_path ${dir}/tmp/scgi;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  default_type text/html;
  gzip on; gzip_types text/html; gzip_comp_level 6; gzip_min_length 256;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  )
  const proc = spawn(bin, ['-c', conf, '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  proc.stderr!.on('data', (d) => (out += d))
  const url = `http://127.0.0.1:${port}`
  for (let k = 0; k < 100; k++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited: ${out}`)
    try {
      if ((await fetch(url + '/')).status === 200) break
    } catch {}
    await sleep(50)
  }
  return {
    url,
    pid: proc.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve()
        proc.once('exit', () => resolve())
        proc.kill('SIGQUIT')
        setTimeout(() => proc.kill('SIGKILL'), 5000)
      }),
  }
}

function wrk(url: string): number | undefined {
  if (spawnSync('which', ['wrk']).status !== 0) return undefined
  const r = spawnSync('wrk', ['-t1', '-c10', `-d${DURATION}s`, '-H', 'Accept-Encoding: gzip', '-H', 'Accept-Language: zh-CN', url], { encoding: 'utf8' })
  const m = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout)
  return m ? Number(m[1]) : undefined
}

// ── the run ─────────────────────────────────────────────────────────────────────────────

interface NResult {
  n: number
  built: string
  label: string
  startupMs: number
  rssIdleFresh: number
  rssIdleAfter: number
  rssMaxLoad: number
  home: { coldFirstMs: number; cold: Run; warm: Run; ttfb: { p50: number; p90: number; p99: number }; wrk?: number }
  article: { path: string; coldFirstMs: number; coldRender: Run; warm: Run; identity: Run; ttfb: { p50: number; p90: number; p99: number }; wrk?: number }
  nginx?: { home: Run; article: Run; homeWrk?: number; articleWrk?: number; articleIdentity?: Run }
  cacheHeaders: { home: string; article: string }
}

main(async () => {
  const ns = postsArg([300, 3000])
  const results: NResult[] = []
  let bareRun: (Run & { wrk?: number; ttfb: { p50: number }; rssIdle: number }) | undefined
  for (const n of ns) {
    const ws = await workspace(n)
    const b = build(ws)
    forgetRenderedPages(b.distDir)
    console.log(`\n${ws.label}: starting the server …`)
    const s = await serve({ distDir: b.distDir, env: snapshotEnv(ws) })
    try {
      const homeUrl = s.url + ws.paths.home
      // the probe that saw the first 200 was the cold first request of home
      const home = { coldFirstMs: s.firstRequestMs } as NResult['home']
      console.log(`  start-up to first 200: ${fmtMs(s.startupMs)} ms`)
      home.cold = await cannon(homeUrl, { pid: s.pid })
      console.log(`  cold home: ${home.cold.rps.toFixed(0)} req/s`)
      await sleep(2000)
      const rssIdleFresh = rssTree(s.pid)

      // cold article: first render, then a stream of never-rendered articles
      const articles = ws.articles().filter((p) => p !== ws.paths.article)
      const t0 = performance.now()
      const first = await get(s.url + ws.paths.article)
      const coldFirstMs = performance.now() - t0
      if (first.status !== 200) throw new Error(`${ws.paths.article}: ${first.status}`)
      const coldRender = await cannon(s.url + ws.paths.article, { paths: articles, pid: s.pid })
      console.log(`  cold article renders: ${coldRender.rps.toFixed(0)} req/s (${coldRender.note})`)

      // warm
      const articleUrl = s.url + ws.paths.article
      await cannon(homeUrl, { duration: 3 })
      await cannon(articleUrl, { duration: 3 })
      const warmHome = await cannon(homeUrl, { pid: s.pid })
      const warmArticle = await cannon(articleUrl, { pid: s.pid })
      console.log(`  warm: home ${warmHome.rps.toFixed(0)} req/s, article ${warmArticle.rps.toFixed(0)} req/s`)
      home.warm = warmHome
      home.ttfb = await ttfb(homeUrl)
      const articleTtfb = await ttfb(articleUrl)
      home.wrk = wrk(homeUrl)
      const articleWrk = wrk(articleUrl)
      // the same without gzip: how much of a request is compressing the HTML
      const articleIdentity = await cannon(articleUrl, { identity: true, pid: s.pid })
      console.log(`  warm article without gzip: ${articleIdentity.rps.toFixed(0)} req/s`)
      await sleep(3000)
      const rssIdleAfter = rssTree(s.pid)
      const hh = await fetch(homeUrl, { headers: HEADERS })
      const ah = await fetch(articleUrl, { headers: HEADERS })
      const cacheHeaders = { home: `${hh.headers.get('x-nextjs-cache') ?? '-'}; ${hh.headers.get('cache-control')}`, article: `${ah.headers.get('x-nextjs-cache') ?? '-'}; ${ah.headers.get('cache-control')}` }

      // nginx with the same HTML
      let nginx: NResult['nginx']
      if (!hasFlag('no-nginx')) {
        const root = path.join(OUT, `static-${n}`)
        fs.rmSync(root, { recursive: true, force: true })
        fs.mkdirSync(path.join(root, ws.paths.article), { recursive: true })
        fs.writeFileSync(path.join(root, 'index.html'), (await get(homeUrl)).body)
        fs.writeFileSync(path.join(root, ws.paths.article, 'index.html'), (await get(articleUrl)).body)
        const ng = await startNginx(root)
        if (ng) {
          try {
            await cannon(ng.url + '/', { duration: 2 })
            nginx = { home: await cannon(ng.url + '/', { pid: ng.pid }), article: await cannon(ng.url + ws.paths.article, { pid: ng.pid }) }
            nginx.homeWrk = wrk(ng.url + '/')
            nginx.articleWrk = wrk(ng.url + ws.paths.article)
            nginx.articleIdentity = await cannon(ng.url + ws.paths.article, { identity: true, pid: ng.pid })
            console.log(`  nginx: home ${nginx.home.rps.toFixed(0)} req/s, article ${nginx.article.rps.toFixed(0)} req/s`)
          } finally {
            await ng.stop()
          }
        }
      }
      results.push({
        n,
        built: builtFrom(b),
        label: ws.label,
        startupMs: s.startupMs,
        rssIdleFresh,
        rssIdleAfter,
        rssMaxLoad: Math.max(home.cold.rssMax ?? 0, coldRender.rssMax ?? 0, warmHome.rssMax ?? 0, warmArticle.rssMax ?? 0),
        home,
        article: { path: ws.paths.article, coldFirstMs, coldRender, warm: warmArticle, identity: articleIdentity, ttfb: articleTtfb, wrk: articleWrk },
        nginx,
        cacheHeaders,
      })
    } finally {
      await s.stop()
    }
  }
  if (!hasFlag('no-bare')) {
    const bare = await serveBare()
    try {
      await cannon(bare.url + '/', { duration: 3 })
      const r = await cannon(bare.url + '/', { pid: bare.pid })
      bareRun = { ...r, wrk: wrk(bare.url + '/'), ttfb: await ttfb(bare.url + '/'), rssIdle: rssTree(bare.pid) }
      console.log(`  bare Next.js page: ${r.rps.toFixed(0)} req/s`)
    } finally {
      await bare.stop()
    }
  }
  writeJson('server.json', { results, bare: bareRun })
  report(results, bareRun)
})

function report(results: NResult[], bare?: Run & { wrk?: number; ttfb: { p50: number }; rssIdle: number }) {
  const r0 = (x: number | undefined) => (x === undefined ? '–' : x.toFixed(0))
  const rows: Array<Array<string | number>> = []
  const cpu = (x: Run | undefined) => (x?.cpuMs === undefined ? '–' : `${x.cpuMs.toFixed(2)} ms`)
  const run = (x: Run) => `${r0(x.rps)} req/s (p50 ${x.p50}, p99 ${x.p99} ms; CPU ${cpu(x)}/req)`
  for (const r of results) {
    const ng = r.nginx
    rows.push([r.label, 'home `/`', `${fmtMs(r.home.coldFirstMs)} ms first; ${run(r.home.cold)}`, run(r.home.warm), r0(r.home.wrk), `${fmtMs(r.home.ttfb.p50)} / ${fmtMs(r.home.ttfb.p90)}`, ng ? `${r0(ng.home.rps)} (wrk ${r0(ng.homeWrk)}; CPU ${cpu(ng.home)}/req)` : '–', ng ? `${((r.home.warm.rps / ng.home.rps) * 100).toFixed(0)}%` : '–'])
    rows.push([r.label, `article \`${r.article.path}\``, `${fmtMs(r.article.coldFirstMs)} ms first render; ${r0(r.article.coldRender.rps)} renders/s (p50 ${r.article.coldRender.p50} ms; CPU ${cpu(r.article.coldRender)}/render; ${r.article.coldRender.note})`, run(r.article.warm), r0(r.article.wrk), `${fmtMs(r.article.ttfb.p50)} / ${fmtMs(r.article.ttfb.p90)}`, ng ? `${r0(ng.article.rps)} (wrk ${r0(ng.articleWrk)}; CPU ${cpu(ng.article)}/req)` : '–', ng ? `${((r.article.warm.rps / ng.article.rps) * 100).toFixed(0)}%` : '–'])
    rows.push([r.label, 'article, no gzip (identity)', '', run(r.article.identity), '', '', ng?.articleIdentity ? `${r0(ng.articleIdentity.rps)} (CPU ${cpu(ng.articleIdentity)}/req)` : '–', ng?.articleIdentity ? `${((r.article.identity.rps / ng.articleIdentity.rps) * 100).toFixed(0)}%` : '–'])
  }
  if (bare) rows.push(['bare Next.js', '`/` (one island)', '', run(bare), r0(bare.wrk), fmtMs(bare.ttfb.p50), '', ''])
  // a load-independent estimate: one core's worth of the server's CPU per request
  const capacity = results.map((r) => [
    r.label,
    r.article.warm.cpuMs ? (1000 / r.article.warm.cpuMs).toFixed(0) : '–',
    r.article.identity.cpuMs ? (1000 / r.article.identity.cpuMs).toFixed(0) : '–',
    r.nginx?.article.cpuMs ? (1000 / r.nginx.article.cpuMs).toFixed(0) : '–',
    bare?.cpuMs ? (1000 / bare.cpuMs).toFixed(0) : '–',
  ])
  const capMd = table(['N', 'article, gzip: req/s per core (1000 / CPU ms per request)', 'article, identity', 'nginx, same article HTML, gzip', 'bare Next.js page, gzip'], capacity)
  const md = table(['N', 'page', 'cold (fresh process)', 'warm, autocannon 10 conn', 'warm, wrk 1 thread 10 conn req/s', 'TTFB warm p50 / p90 ms', 'nginx same HTML req/s', 'warm / nginx'], rows)
  const mem = table(
    ['N', 'start-up to first 200', 'RSS idle (fresh, after cold home run)', 'RSS max under load', 'RSS idle after load', 'Cache headers (home; article)', 'errors / non-2xx'],
    results.map((r) => [
      r.label,
      `${(r.startupMs / 1000).toFixed(2)} s`,
      `${MB(r.rssIdleFresh)} MB`,
      `${MB(r.rssMaxLoad)} MB`,
      `${MB(r.rssIdleAfter)} MB`,
      `${r.cacheHeaders.home} / ${r.cacheHeaders.article}`,
      [r.home.cold, r.home.warm, r.article.coldRender, r.article.warm].map((x) => `${x.errors}/${x.non2xx}`).join(', '),
    ]).concat(bare ? [['bare Next.js', '', '', bare.rssMax ? `${MB(bare.rssMax)} MB` : '–', `${MB(bare.rssIdle)} MB`, '', `${bare.errors}/${bare.non2xx}`]] : []),
  )
  const biggest = results[results.length - 1]
  const targets = table(
    ['target', 'value', 'measured', 'status'],
    results.flatMap((r) => [
      [`warm article ≥ 600 req/s (${r.label})`, '600', r0(r.article.warm.rps), mark(r.article.warm.rps >= 600)],
      [`TTFB p50 ≤ 5 ms warm (${r.label})`, '5 ms', `home ${fmtMs(r.home.ttfb.p50)}, article ${fmtMs(r.article.ttfb.p50)}`, mark(r.home.ttfb.p50 <= 5 && r.article.ttfb.p50 <= 5)],
    ]).concat(biggest ? [[`RSS ≤ 300 MB (${biggest.label}, max under load)`, '300 MB', `${MB(biggest.rssMaxLoad)} MB`, mark(biggest.rssMaxLoad <= 300 * 1024 * 1024)]] : []),
  )
  printTable('Server', md)
  printTable('CPU per request → requests per second one free core could serve', capMd)
  printTable('Memory and start-up', mem)
  printTable('Targets', targets)
  writeSection(
    'server',
    'Server: throughput, TTFB, memory, start-up',
    `${md}

CPU per request of the server process tree (user + system time from /proc during the run ÷
requests served) hardly depends on the other load on this shared machine, unlike req/s; as
requests per second one free core would serve:

${capMd}

${mem}

${targets}

Builds: ${results.map((r) => `${r.label} ${r.built}`).join('; ')}.
autocannon: 10 connections, ${DURATION} s, \`Accept-Encoding: gzip\` (our server gzips each distinct
body once, scripts/compression.mjs; nginx gzips every response). Load generator and server share the 2 cores, as do other engineers'
processes: compare columns of one row (ours vs nginx vs the bare Next page measured minutes
apart), not rows of different runs. wrk (1 thread) loads the CPU less than autocannon (a Node
process) and so shows more of the server's own ceiling. RSS = the server process tree
(/proc VmRSS), sampled every 200 ms during each run.`,
  )
}
