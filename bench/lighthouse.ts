// Lighthouse, mobile preset (Lighthouse's default: Moto G Power emulation, simulated slow 4G
// and 4× CPU slowdown), median of 3 runs, for home, an article and the archive at N posts, and
// for the bare Next.js page as the reference. Debian's Chromium, headless, no network beyond
// loopback.
//   node_modules/.bin/tsx bench/lighthouse.ts [--posts 300] [--runs 3] [--no-bare]
//   … --themes simple,nobelium (or all): home and article in each theme (`?theme=`), its own
//   section of RESULTS.md (`--section <name>`: another section, e.g. for a few themes rerun
//   without replacing the run of all)
// The bare page is measured first, in every run (unless --no-bare): each page is judged
// against it by the targets of bench/speed-targets.ts (issue #44), the same as check:speed.
import { buildBare, serveBare } from './bare'
import { argValue, build, builtFrom, hasFlag, main, pkgVersion, postsArg, printTable, serve, snapshotEnv, table, themesArg, withTheme, workspace, writeJson, writeSection } from './lib'
import { CHROME_FLAGS, openLighthouse, type PageResult } from './lighthouse-run'
import { SPEED_TARGETS, speedMisses } from './speed-targets'

const RUNS = Number(argValue('runs') ?? 3)


main(async () => {
  const ns = postsArg([300])
  const themes = await themesArg()
  const lh = await openLighthouse()
  const results: PageResult[] = []
  const builds: string[] = []
  try {
    const audit = async (label: string, page: string, url: string) => {
      results.push(await lh.audit(label, page, url, RUNS))
    }
    if (!hasFlag('no-bare')) {
      buildBare()
      const bare = await serveBare()
      try {
        await audit('bare Next.js', '`/` (one island)', bare.url + '/')
      } finally {
        await bare.stop()
      }
    }
    for (const n of ns) {
      const ws = await workspace(n)
      const b = build(ws, { rebuild: hasFlag('rebuild') })
      builds.push(`${ws.label} ${builtFrom(b)}`)
      const s = await serve({ distDir: b.distDir, env: snapshotEnv(ws) })
      try {
        for (const theme of themes ?? [null]) {
          for (const page of themes ? (['home', 'article'] as const) : (['home', 'article', 'archive'] as const)) {
            const p = withTheme(ws.paths[page], theme)
            await fetch(s.url + p) // render on-demand pages once: readers get the cached page
            await audit(theme ? `${theme} (${ws.label})` : ws.label, `${page} \`${p}\``, s.url + p)
          }
        }
      } finally {
        await s.stop()
      }
    }
  } finally {
    lh.close()
  }
  writeJson(themes ? 'lighthouse-themes.json' : 'lighthouse.json', results)
  const f2 = (x: number) => x.toFixed(2)
  const md = table(
    ['N', 'page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', `perf of the ${RUNS} runs`, 'held first frame: perf (load → paint ms), run again'],
    results.map((r) => [
      r.label,
      r.page,
      f2(r.median.performance),
      f2(r.median.accessibility),
      f2(r.median.bestPractices),
      f2(r.median.seo),
      r.median.lcp.toFixed(0),
      r.median.tbt.toFixed(0),
      r.median.cls.toFixed(3),
      r.median.fcp.toFixed(0),
      r.runs.map((x) => f2(x.performance)).join(' '),
      r.held.map((x) => `${f2(x.performance)} (${x.load} → ${x.fcp})`).join(', ') || '–',
    ]),
  )
  const bareResult = results.find((r) => r.label === 'bare Next.js')
  const ours = results.filter((r) => r !== bareResult)
  const t = SPEED_TARGETS
  const targets = table(
    ['page', 'performance', 'LCP ms', 'TBT ms', 'status'],
    ours.map((r) => {
      const misses = bareResult ? speedMisses(r.median, bareResult.median) : r.median.performance >= t.minPerformance ? [] : [`performance ${f2(r.median.performance)} < ${t.minPerformance}`]
      return [`${r.label} ${r.page}`, f2(r.median.performance), r.median.lcp.toFixed(0), r.median.tbt.toFixed(0), misses.length ? `**missed**: ${misses.join('; ')}` : 'met']
    }),
  )
  const targetsTitle = bareResult
    ? `Targets (bench/speed-targets.ts): performance ≥ ${t.minPerformance} and at most ${t.maxBelowBare} below bare Next.js (${f2(bareResult.median.performance)}), LCP ≤ ${t.maxLcpRatio} × bare's (${bareResult.median.lcp.toFixed(0)} ms → ${(t.maxLcpRatio * bareResult.median.lcp).toFixed(0)} ms), TBT ≤ ${t.maxTbtMs} ms; medians.`
    : `Target: performance ≥ ${t.minPerformance} (no bare page in this run).`
  const diagnostics = results.map((r) => `- ${r.label} ${r.page}: ${r.diagnostics}`).join('\n')
  const failing = ours
    .filter((r) => r.failing.length)
    .map((r) => `- ${r.label} ${r.page}: ${r.failing.join(', ')}`)
    .join('\n')
  printTable('Lighthouse (mobile, median of 3)', md)
  printTable(targetsTitle, targets)
  writeSection(
    argValue('section') ?? (themes ? 'lighthouse-themes' : 'lighthouse'),
    themes ? 'Lighthouse per theme (mobile, median of 3)' : 'Lighthouse (mobile, median of 3)',
    `${md}

${targetsTitle}

${targets}

Diagnostics (run closest to the median; Lighthouse's simulated mobile CPU):
${diagnostics}

${failing ? `Audits below 1 in accessibility / best practices / SEO (last run):\n${failing}\n` : ''}
Builds: ${builds.join('; ')}.
Lighthouse ${pkgVersion('lighthouse')}, default mobile config (simulated
throttling: 4× CPU slowdown, slow 4G), Chromium ${CHROME_FLAGS.join(' ')}. Each metric is the
median of ${RUNS} runs. Lighthouse's simulated CPU slowdown multiplies the host's own load: on
this shared machine TBT, and so the performance score, move with other engineers' work;
compare with the bare Next.js page measured in the same run. A run whose first frame headless
Chromium held back (first paint ≥ 500 ms after the load event, main thread idle in between:
Lighthouse issue #17148) is run again and listed in the last column with its score; see
bench/lighthouse-run.ts.`,
  )
})
