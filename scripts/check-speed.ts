// npm run check:speed — the mobile speed check for CI (issue #44). Lighthouse's mobile preset,
// once each, on heo's home and article of the embedded sample and on the bare Next.js page
// (bench/bare-next), in one browser; exits 1 naming the page and the number when a page
// misses a target of bench/speed-targets.ts (performance ≥ 0.95 and ≤ 0.03 below bare Next,
// LCP ≤ 1.5 × bare Next's, TBT ≤ 300 ms).
//
// Builds what is missing or stale first (the sample into .next-bench-30, the bare app), as the
// benches do; with both builds in place it takes about 1–2 minutes.
// One run is one sample of a noisy number on a shared machine: a page that misses is measured
// once more, beside the bare page again, and fails only if it misses the second time too. A
// regression of the kind the check is for (a slower page) misses both times.
//   node_modules/.bin/tsx scripts/check-speed.ts
import { buildBare, serveBare } from '../bench/bare'
import { build, builtFrom, main, SAMPLE_N, serve, snapshotEnv, workspace } from '../bench/lib'
import { openLighthouse, type PageResult } from '../bench/lighthouse-run'
import { speedMisses } from '../bench/speed-targets'

const THEME = 'heo'

main(async () => {
  const t0 = performance.now()
  const ws = await workspace(SAMPLE_N)
  const b = build(ws)
  buildBare()
  const pages = [
    { name: `${THEME} home`, path: `${ws.paths.home}?theme=${THEME}` },
    { name: `${THEME} article`, path: `${ws.paths.article}?theme=${THEME}` },
  ]
  const site = await serve({ distDir: b.distDir, env: snapshotEnv(ws) })
  const bare = await serveBare()
  const lh = await openLighthouse()
  const line = (r: PageResult) =>
    `${r.label.padEnd(12)} performance ${r.median.performance.toFixed(2)}  LCP ${Math.round(r.median.lcp)} ms  TBT ${Math.round(r.median.tbt)} ms  FCP ${Math.round(r.median.fcp)} ms`
  try {
    const measureBare = () => lh.audit('bare Next', '/', bare.url + '/', 1)
    const measure = async (p: (typeof pages)[number]) => {
      await fetch(site.url + p.path) // the page a reader gets is the cached one
      return lh.audit(p.name, p.path, site.url + p.path, 1)
    }
    let ref = await measureBare()
    console.log(line(ref))
    const failures: string[] = []
    for (const p of pages) {
      let r = await measure(p)
      console.log(line(r))
      let misses = speedMisses(r.median, ref.median)
      if (misses.length) {
        console.log(`  ${p.name} misses (${misses.join('; ')}): measuring it and bare Next once more`)
        ref = await measureBare()
        r = await measure(p)
        console.log(`${line(ref)}\n${line(r)}`)
        misses = speedMisses(r.median, ref.median)
      }
      for (const m of misses) failures.push(`${p.name} (${p.path}): ${m}`)
    }
    const took = `${((performance.now() - t0) / 1000).toFixed(0)} s; site ${builtFrom(b)}`
    if (failures.length) {
      console.error(`\ncheck:speed FAILED (${took}):\n${failures.map((f) => `  ${f}`).join('\n')}`)
      process.exitCode = 1
    } else console.log(`\ncheck:speed passed: ${pages.map((p) => p.name).join(', ')} meet the mobile targets beside bare Next (${took})`)
  } finally {
    lh.close()
  }
})
