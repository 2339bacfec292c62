// What the main thread does before a page's first paint, from Lighthouse's own trace (mobile
// preset, Debian's Chromium): one Lighthouse run per page, then from its trace the observed
// first paint, load and DOMContentLoaded, the main thread's time before the paint by kind
// (parse, style, layout, script, paint), its longest layout, and every animation running by
// then with whether the compositor could run it. Written for issue #44 (bench/RESULTS.md,
// "Mobile speed: the cause").
//   node_modules/.bin/tsx bench/first-paint.ts [--posts 30] [--paths /,/article/x] [--bare] [--save DIR]
//     [--dist ../other-checkout/.next-bench-30]
// --save keeps each trace (JSON) for Chrome DevTools' performance panel; --dist serves another
// checkout's build (e.g. an older commit's, for a before/after) instead of building this one.
import fs from 'node:fs'
import path from 'node:path'
import { serveBare } from './bare'
import { argValue, build, hasFlag, main, postsArg, serve, snapshotEnv, workspace } from './lib'
import { heldFirstFrame, launchChrome } from './lighthouse-run'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: Record<string, any>
}

const KIND: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
}

/** The main thread's story up to the first paint, from a Lighthouse trace. */
export function firstPaintStory(events: TraceEvent[]) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && String(e.args.data.documentLoaderURL).startsWith('http'))
  if (!nav) throw new Error('no navigationStart of the page in the trace')
  const t0 = nav.ts
  const ms = (ts: number) => (ts - t0) / 1000
  const mainTid = events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain')?.tid
  const mine = events.filter((e) => e.pid === nav.pid)
  const at = (name: string) => mine.find((e) => e.name === name && e.ts >= t0)
  const paint = at('firstContentfulPaint')
  const firstPaint = paint ? ms(paint.ts) : NaN
  const main = mine.filter((e) => e.tid === mainTid && e.ph === 'X' && e.ts >= t0 && e.dur)
  // top-level kinds only: an event inside another of a counted kind is not counted twice
  const byKind: Record<string, number> = {}
  const counted: TraceEvent[] = []
  for (const e of main.filter((x) => KIND[x.name]).sort((a, b) => a.ts - b.ts)) {
    if (ms(e.ts) >= firstPaint) break
    if (counted.some((c) => e.ts >= c.ts && e.ts < c.ts + c.dur!)) continue
    counted.push(e)
    byKind[KIND[e.name]] = (byKind[KIND[e.name]] ?? 0) + Math.min(e.dur!, (firstPaint - ms(e.ts)) * 1000) / 1000
  }
  const tasks = main.filter((e) => e.name === 'RunTask' && ms(e.ts) < firstPaint)
  const busy = tasks.reduce((s, e) => s + Math.min(e.dur!, (firstPaint - ms(e.ts)) * 1000) / 1000, 0)
  const longestLayout = main
    .filter((e) => e.name === 'Layout' && ms(e.ts) < firstPaint)
    .sort((a, b) => b.dur! - a.dur!)[0]
  // animations begun before the first paint, and whether the compositor took them
  const anims = new Map<string, { name: string; node: string; start: number; compositeFailed: number }>()
  for (const e of mine.filter((x) => x.name === 'Animation')) {
    const id = String((e as any).id2?.local ?? (e as any).id)
    if (e.ph === 'b' && ms(e.ts) < firstPaint) anims.set(id, { name: e.args?.data?.displayName ?? '?', node: String(e.args?.data?.nodeName ?? '?').slice(0, 60), start: ms(e.ts), compositeFailed: 0 })
    if (e.ph === 'n' && anims.has(id) && e.args?.data?.compositeFailed) anims.get(id)!.compositeFailed = e.args.data.compositeFailed
  }
  const load = at('MarkLoad')
  const dcl = at('MarkDOMContent')
  return {
    firstPaint,
    load: load ? ms(load.ts) : NaN,
    domContentLoaded: dcl ? ms(dcl.ts) : NaN,
    busyBeforePaint: busy,
    byKind,
    longestLayout: longestLayout ? { ms: longestLayout.dur! / 1000, at: ms(longestLayout.ts), objects: longestLayout.args?.beginData?.totalObjects } : null,
    animations: [...anims.values()],
  }
}

main(async () => {
  const { default: lighthouse } = await import('lighthouse')
  const [n] = postsArg([30])
  const ws = await workspace(n)
  const other = argValue('dist')
  const site = other
    ? await serve({ distDir: path.basename(other), cwd: path.resolve(path.dirname(other)), env: snapshotEnv(ws) })
    : await serve({ distDir: build(ws).distDir, env: snapshotEnv(ws) })
  const pages = (argValue('paths') ?? `${ws.paths.home},${ws.paths.article}`).split(',').map((p) => ({ label: p, url: site.url + p }))
  if (hasFlag('bare')) {
    const bare = await serveBare()
    pages.push({ label: 'bare Next.js /', url: bare.url + '/' })
  }
  const save = argValue('save')
  if (save) fs.mkdirSync(save, { recursive: true })
  const chrome = await launchChrome()
  try {
    for (const p of pages) {
      await fetch(p.url) // the cached page, as readers get it
      const r = await lighthouse(p.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      if (!r) throw new Error(`lighthouse returned nothing for ${p.url}`)
      const a = r.lhr.audits
      const trace = (r.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace
      if (save) fs.writeFileSync(path.join(save, `${p.label.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(trace))
      const s = firstPaintStory(trace.traceEvents)
      const held = heldFirstFrame(a as never)
      const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '?')
      console.log(`\n${p.label}: performance ${r.lhr.categories.performance.score} · Lantern FCP ${f0(a['first-contentful-paint'].numericValue!)} LCP ${f0(a['largest-contentful-paint'].numericValue!)} TBT ${f0(a['total-blocking-time'].numericValue!)} ms`)
      console.log(`  observed: first paint ${f0(s.firstPaint)} ms, DOMContentLoaded ${f0(s.domContentLoaded)}, load ${f0(s.load)}${held ? ' — first frame HELD back (Lighthouse #17148)' : ''}`)
      console.log(`  main thread before the first paint (host ms, no slowdown): busy ${f0(s.busyBeforePaint)}; ${Object.entries(s.byKind).sort((x, y) => y[1] - x[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`)
      if (s.longestLayout) console.log(`  longest layout before it: ${s.longestLayout.ms.toFixed(1)} ms at ${f0(s.longestLayout.at)} ms (${s.longestLayout.objects} objects)`)
      for (const x of s.animations) console.log(`  animation running before it: ${x.name} on ${x.node} from ${f0(x.start)} ms — ${x.compositeFailed ? `main thread (compositeFailed ${x.compositeFailed})` : 'compositor'}`)
      const work = (a['mainthread-work-breakdown'].details as unknown as { items: Array<{ group: string; duration: number }> }).items
      console.log(`  Lighthouse main-thread work (simulated): ${work.map((x) => `${x.group} ${Math.round(x.duration)}`).join(', ')}`)
    }
  } finally {
    chrome.kill()
  }
})
