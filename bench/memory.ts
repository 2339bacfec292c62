// Where a warm server's memory goes (issue #40, part 2): the steady bench's setup (one server
// reading the local Notion-compatible server that serves the synthetic workspace of N posts),
// every sitemap URL read once, then `--seconds` of `--connections` connections over them; then,
// through the server's inspector: process.memoryUsage(), V8's heap spaces, /proc's smaps_rollup,
// the sizes our own caches report, and a heap snapshot summarised by constructor (self size).
//   node_modules/.bin/tsx bench/memory.ts [--posts 3000] [--seconds 30] [--connections 50] [--reuse] [--snapshot]
//     [--warm <n URLs>] [--env K=V,K=V] [--node-args "--flag --flag"]
// Numbers are printed (and written to bench/out/memory-<N>.json); nothing goes to RESULTS.md.
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import WebSocket from 'ws'
import { startNotionServer, universeFromSnapshot } from '../tests/support/notion-server'
import { argValue, build, distDirFor, hasFlag, main, MB, postsArg, ROOT, rssTree, serve, workspace, writeJson, type BuildInfo } from './lib'

const SECONDS = Number(argValue('seconds') ?? 30)
const CONNECTIONS = Number(argValue('connections') ?? 50)
const HEADERS = { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN' }

/** A minimal client of the server's inspector (Chrome DevTools Protocol). */
async function inspector(wsUrl: string) {
  const ws = new WebSocket(wsUrl, { perMessageDeflate: false })
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)))
  let next = 1
  const waiting = new Map<number, (msg: any) => void>()
  const listeners: Array<(msg: any) => void> = []
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data))
    if (msg.id && waiting.has(msg.id)) (waiting.get(msg.id)!(msg), waiting.delete(msg.id))
    else for (const l of listeners) l(msg)
  })
  const send = (method: string, params: object = {}) =>
    new Promise<any>((resolve) => {
      const id = next++
      waiting.set(id, resolve)
      ws.send(JSON.stringify({ id, method, params }))
    })
  /** Evaluates `expr` in the server's main context and returns its JSON value. */
  const evaluate = async (expr: string) => {
    const r = await send('Runtime.evaluate', { expression: expr, returnByValue: true, awaitPromise: true, includeCommandLineAPI: true })
    if (r.result?.exceptionDetails) throw new Error(JSON.stringify(r.result.exceptionDetails).slice(0, 500))
    return r.result?.result?.value
  }
  const snapshot = async (file: string) => {
    const out = fs.createWriteStream(file)
    const listener = (msg: any) => msg.method === 'HeapProfiler.addHeapSnapshotChunk' && out.write(msg.params.chunk)
    listeners.push(listener)
    await send('HeapProfiler.enable')
    await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    await new Promise((r) => out.end(r))
  }
  return { evaluate, snapshot, close: () => ws.close() }
}

/** Self size per constructor (or string/code kind) of a .heapsnapshot: the top `n`. */
function summarise(file: string, n = 40) {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8'))
  const f = snap.snapshot.meta.node_fields as string[]
  const types = snap.snapshot.meta.node_types[0] as string[]
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((k) => f.indexOf(k))
  const by = new Map<string, { bytes: number; count: number }>()
  let total = 0
  for (let i = 0; i < snap.nodes.length; i += f.length) {
    const type = types[snap.nodes[i + iType]]
    const name = snap.strings[snap.nodes[i + iName]] as string
    const size = snap.nodes[i + iSize] as number
    total += size
    const key = type === 'object' || type === 'closure' ? `${type}:${name}` : type === 'native' ? `native:${name.slice(0, 60)}` : `(${type})`
    const e = by.get(key) ?? { bytes: 0, count: 0 }
    e.bytes += size
    e.count++
    by.set(key, e)
  }
  const top = [...by].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, n).map(([k, v]) => ({ what: k, MB: +(v.bytes / 2 ** 20).toFixed(1), count: v.count }))
  return { totalMB: +(total / 2 ** 20).toFixed(1), top }
}

/** What the process reports of its memory, and the sizes our caches report. */
const PROBE = `(async () => {
  const v8 = process.getBuiltinModule ? process.getBuiltinModule('v8') : require('v8')
  const mb = (b) => Math.round(b / 1048576 * 10) / 10
  const m = process.memoryUsage()
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: mb(s.space_size), used: mb(s.space_used_size) }]))
  const reg = globalThis[Symbol.for('leafpress.process-singletons')]
  const ours = {}
  for (const [name, value] of reg ?? []) {
    if (name === 'store') for (const [prefix, s] of value) ours['store ' + (prefix || '-')] = { pages: s.store.pageCacheStats(), db: mb(JSON.stringify(s.store.peekDatabase() ?? {}).length) }
    else if (value && typeof value === 'object' && 'size' in value) ours[name] = value.size
  }
  return { rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers), spaces, ours }
})()`

function smaps(pid: number) {
  try {
    return Object.fromEntries(
      fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').split('\n').slice(1).filter(Boolean).map((l) => {
        const [k, v] = l.split(':')
        return [k.trim(), Math.round(parseInt(v, 10) / 1024)]
      }),
    )
  } catch {
    return {}
  }
}

main(async () => {
  const [n] = postsArg([3000])
  const ws = await workspace(n)
  if (!ws.dir) throw new Error('--posts: a synthetic workspace is needed')
  const distDir = distDirFor(n)
  const info = path.join(ROOT, distDir, 'bench-build.json')
  const b: BuildInfo = hasFlag('reuse') && fs.existsSync(info) ? JSON.parse(fs.readFileSync(info, 'utf8')) : build(ws)
  fs.rmSync(path.join(ROOT, b.distDir, 'server', 'route-cache'), { recursive: true, force: true })
  const manifest = JSON.parse(fs.readFileSync(path.join(ws.dir, 'snapshot.json'), 'utf8')) as { rootPageId: string }
  const notion = await startNotionServer(universeFromSnapshot(ws.dir))
  const port = 9300 + Math.floor(Math.random() * 600)
  const s = await serve({
    distDir: b.distDir,
    nodeArgs: [`--inspect=127.0.0.1:${port}`, ...(argValue('node-args')?.split(' ').filter(Boolean) ?? [])],
    env: { ...Object.fromEntries((argValue('env') ?? '').split(',').filter(Boolean).map((kv) => kv.split('='))), NOTION_PAGE_ID: manifest.rootPageId.replace(/-/g, ''), NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '50', REVALIDATE_SECONDS: '30' },
  })
  const report: Record<string, unknown> = { posts: n, build: b.git }
  try {
    const list = await (await fetch(`${s.url}/sitemap.xml`)).text()
    const urls = [...list.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).slice(0, Number(argValue('warm') ?? Infinity))
    const target = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>
    const cdp = await inspector(target[0].webSocketDebuggerUrl)
    const probe = async (label: string) => {
      const r = { ...(await cdp.evaluate(PROBE)), rssTree: +MB(rssTree(s.pid)), smaps: smaps(s.pid) }
      console.log(label, JSON.stringify(r))
      report[label] = r
    }
    await probe('idle')
    let i = 0
    const t0 = performance.now()
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (i < urls.length) await (await fetch(s.url + urls[i++], { headers: HEADERS })).arrayBuffer()
      }),
    )
    console.log(`warmed ${urls.length} URLs in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
    await probe('warm')
    let k = 0
    let peak = 0
    // what the process holds at the moment of its highest RSS under load
    let atPeak: unknown = null
    let sampling = false
    const sampler = setInterval(async () => {
      if (sampling) return
      sampling = true
      const rss = rssTree(s.pid)
      if (rss > peak) {
        peak = rss
        atPeak = await cdp.evaluate(PROBE).catch(() => atPeak)
      }
      sampling = false
    }, 1000)
    await autocannon({ url: s.url, connections: CONNECTIONS, duration: SECONDS, timeout: 30, headers: HEADERS, requests: [{ setupRequest: (req) => ({ ...req, path: urls[k++ % urls.length] }) }] })
    clearInterval(sampler)
    report.loadPeakRss = +MB(peak)
    report.atPeak = atPeak
    console.log(`peak RSS under ${CONNECTIONS} connections: ${MB(peak)} MB; then: ${JSON.stringify(atPeak)}`)
    await probe('after load')
    await cdp.evaluate('globalThis.gc ? gc() : null')
    if (hasFlag('snapshot')) {
      const file = path.join(ROOT, 'bench', 'out', `memory-${n}.heapsnapshot`)
      await cdp.snapshot(file)
      report.snapshot = summarise(file)
      console.log(JSON.stringify(report.snapshot, null, 1))
      await probe('after snapshot')
    }
    cdp.close()
  } finally {
    await s.stop()
    await notion.close()
  }
  writeJson(`memory-${n}.json`, report)
})
