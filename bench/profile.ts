// Where a warm request's time goes: the server runs with V8's CPU profiler while autocannon
// asks for one page (warm, cached by ISR) for 10 s; the profile is summarised by self time per
// file/package and by inclusive time of the functions on the request path.
//   node_modules/.bin/tsx bench/profile.ts [--posts 300] [--page article|home] [--identity] [--cold]
// --identity sends no Accept-Encoding (no gzip of the response); --cold asks for a different,
// never-rendered article on every request (ISR renders), to see what a render costs. Profiles stay in
// bench/out/profile-<N>-<page>/ (open them in Chrome DevTools → Performance).
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { argValue, build, hasFlag, main, OUT, printTable, ROOT, serve, snapshotEnv, table, workspace, writeSection } from './lib'

interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}
interface Profile {
  nodes: Node[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

function where(url: string): string {
  if (!url) return '(native / V8)'
  const u = url.replace(/^file:\/\//, '')
  const nm = u.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = u.slice(nm + 13).split('/')
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
    if (pkg === 'next') {
      const compiled = /dist\/compiled\/([^/]+)/.exec(u)
      return compiled ? `next (compiled ${compiled[1]})` : `next (${rest.slice(1, 4).join('/')})`
    }
    return pkg
  }
  if (u.startsWith('node:')) return u
  const rel = path.relative(ROOT, u)
  if (/^\.next[^/]*\/server\/chunks\//.test(rel)) return `app server bundle (${rel.split('/').slice(3).join('/').slice(0, 60)})`
  return rel || u
}

const maps = new Map<string, unknown>()
const originals = new Map<string, string | undefined>()

/** Maps a position in a bundled server chunk back to its source through the chunk's .map. */
function original(url: string, line0: number, col0: number): string | undefined {
  const key = `${url}:${line0}:${col0}`
  if (!originals.has(key)) originals.set(key, resolveOriginal(url, line0, col0))
  return originals.get(key)
}

function resolveOriginal(url: string, line0: number, col0: number): string | undefined {
  try {
    const file = url.replace(/^file:\/\//, '')
    if (!/\/server\/chunks\//.test(file) || !fs.existsSync(`${file}.map`)) return undefined
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SourceMapConsumer } = require('source-map-js') as typeof import('source-map-js')
    type RawMap = ConstructorParameters<typeof SourceMapConsumer>[0]
    if (!maps.has(file)) maps.set(file, JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')))
    const map = maps.get(file) as { sections?: Array<{ offset: { line: number; column: number }; map: RawMap }> } & RawMap
    type Consumer = InstanceType<typeof SourceMapConsumer>
    const consumerOf = (k: string, raw: RawMap): Consumer => {
      if (!maps.has(k)) maps.set(k, new SourceMapConsumer(raw))
      return maps.get(k) as Consumer
    }
    let consumer: Consumer
    let line = line0
    let col = col0
    if (map.sections) {
      const idx = map.sections.findLastIndex((x) => x.offset.line < line0 || (x.offset.line === line0 && x.offset.column <= col0))
      if (idx < 0) return undefined
      const sec = map.sections[idx]
      consumer = consumerOf(`${file}#${idx}`, sec.map)
      line = line0 - sec.offset.line
      col = line === 0 ? col0 - sec.offset.column : col0
    } else consumer = consumerOf(`${file}#`, map)
    const pos = consumer.originalPositionFor({ line: line + 1, column: col })
    return pos.source ? `${pos.source.replace(/^(\.\.\/)+/, '')}:${pos.line}` : undefined
  } catch {
    return undefined
  }
}

/** Self time per position inside the app's server bundles, resolved to sources. */
function hotSpots(p: Profile, self: Map<number, number>, limit = 10) {
  const agg = new Map<string, { ms: number; url: string; line: number; col: number; fn: string }>()
  for (const n of p.nodes) {
    const ms = self.get(n.id) ?? 0
    if (!ms || !/\/server\/chunks\//.test(n.callFrame.url)) continue
    const key = `${n.callFrame.url}:${n.callFrame.lineNumber}:${(n.callFrame as { columnNumber?: number }).columnNumber ?? 0}`
    const e = agg.get(key) ?? { ms: 0, url: n.callFrame.url, line: n.callFrame.lineNumber, col: (n.callFrame as { columnNumber?: number }).columnNumber ?? 0, fn: n.callFrame.functionName }
    e.ms += ms
    agg.set(key, e)
  }
  const bySource = new Map<string, number>()
  for (const e of agg.values()) {
    const src = original(e.url, e.line, e.col) ?? `${where(e.url)}:${e.line + 1}:${e.col} ${e.fn}`
    bySource.set(src, (bySource.get(src) ?? 0) + e.ms)
  }
  return [...bySource].sort((a, b) => b[1] - a[1]).slice(0, limit)
}

function summarise(p: Profile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  // time per sample
  for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000)
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const idleIds = new Set(p.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id))
  const idle = [...idleIds].reduce((s, id) => s + (self.get(id) ?? 0), 0)
  const busy = total - idle
  const selfByWhere = new Map<string, number>()
  for (const [id, ms] of self) {
    if (idleIds.has(id)) continue
    const n = byId.get(id)!
    const name = ['(garbage collector)', '(program)'].includes(n.callFrame.functionName) ? n.callFrame.functionName : where(n.callFrame.url)
    selfByWhere.set(name, (selfByWhere.get(name) ?? 0) + ms)
  }
  // inclusive time per function (counted once per stack)
  const parent = new Map<number, number>()
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const incl = new Map<string, number>()
  for (const [id, ms] of self) {
    if (idleIds.has(id)) continue
    const seen = new Set<string>()
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!
      if (!n.callFrame.functionName || n.callFrame.functionName.startsWith('(')) continue
      const col = (n.callFrame as { columnNumber?: number }).columnNumber ?? 0
      const key = `${n.callFrame.functionName} — ${original(n.callFrame.url, n.callFrame.lineNumber, col) ?? where(n.callFrame.url)}`
      if (seen.has(key)) continue
      seen.add(key)
      incl.set(key, (incl.get(key) ?? 0) + ms)
    }
  }
  return { total, busy, selfByWhere, incl, hot: hotSpots(p, self) }
}

main(async () => {
  const n = Number(argValue('posts') ?? 300)
  const pageName = (argValue('page') ?? 'article') as 'article' | 'home'
  const identity = hasFlag('identity')
  const cold = hasFlag('cold')
  const ws = await workspace(n)
  const b = build(ws)
  const dir = path.join(OUT, `profile-${n}-${pageName}${identity ? '-identity' : ''}${cold ? '-cold' : ''}`)
  fs.rmSync(path.join(ROOT, b.distDir, 'server', 'route-cache'), { recursive: true, force: true })
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const s = await serve({ distDir: b.distDir, env: snapshotEnv(ws), nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] })
  const url = s.url + ws.paths[pageName]
  const headers: Record<string, string> = identity ? {} : { 'accept-encoding': 'gzip' }
  const paths = ws.articles()
  let i = 0
  const requests = cold ? [{ setupRequest: (req: object) => ({ ...req, path: paths[i++ % paths.length] }) }] : undefined
  if (!cold) await autocannon({ url, connections: 10, duration: 3, headers })
  const r = await autocannon({ url, connections: 10, duration: 10, headers, requests })
  await s.stop()
  const file = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(dir, f)).sort((x, y) => fs.statSync(y).size - fs.statSync(x).size)[0]
  if (!file) throw new Error(`no CPU profile written in ${dir}`)
  const sum = summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile)
  const reqs = r.requests.total + (cold ? 0 : 3 * r.requests.average) // the warm-up run is in the profile too
  const perReq = (ms: number) => (ms / Math.max(1, reqs)).toFixed(2)
  const selfRows = [...sum.selfByWhere].sort((a, b2) => b2[1] - a[1]).slice(0, 14).map(([k, ms]) => [k, ms.toFixed(0), `${((ms / sum.busy) * 100).toFixed(1)}%`, perReq(ms)])
  const inclRows = [...sum.incl]
    .filter(([k]) => !/^(processTicksAndRejections|runMicrotasks|emit|listOnTimeout|processImmediate)\b/.test(k))
    .sort((a, b2) => b2[1] - a[1])
    .slice(0, 22)
    .map(([k, ms]) => [`\`${k.replace(/\|/g, '\\|')}\``, ms.toFixed(0), `${((ms / sum.busy) * 100).toFixed(1)}%`])
  const md1 = table(['self time in', 'ms', '% of busy', 'ms per request'], selfRows)
  const md2 = table(['function (inclusive)', 'ms', '% of busy'], inclRows)
  const md3 = table(['hot spot in the server bundles (self time, via source maps)', 'ms', '% of busy', 'ms per request'], sum.hot.map(([k, ms]) => [`\`${k}\``, ms.toFixed(0), `${((ms / sum.busy) * 100).toFixed(1)}%`, perReq(ms)]))
  printTable(`CPU profile: ${ws.label} ${pageName} (${r.requests.average.toFixed(0)} req/s, ${(sum.busy / 1000).toFixed(1)} s busy of ${(sum.total / 1000).toFixed(1)} s)`, `${md1}\n\n${md3}\n\n${md2}`)
  writeSection(
    cold ? 'profile-cold' : 'profile',
    cold ? 'Server CPU profile of article renders (cold ISR)' : 'Server CPU profile of a warm page',
    `${ws.label}, ${cold ? `a different never-rendered article per request (${Math.min(i, paths.length)} renders)` : `\`${ws.paths[pageName]}\``}, ${identity ? 'no Accept-Encoding (identity)' : 'Accept-Encoding: gzip'}: ${r.requests.average.toFixed(0)} req/s under autocannon (10 connections);
the main thread was busy ${(sum.busy / 1000).toFixed(1)} s of ${(sum.total / 1000).toFixed(1)} s profiled (~${Math.round(reqs)} requests, ${perReq(sum.busy)} ms CPU per request).

${md1}

${md3}

${md2}

Profile: \`${path.relative(ROOT, file)}\` (open in Chrome DevTools). Self time by file or package;
"(program)" is native code outside JS (zlib compression, socket writes, the V8 runtime).`,
  )
})
