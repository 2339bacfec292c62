// Lighthouse, mobile preset (Lighthouse's default: Moto G Power emulation, simulated slow 4G
// and 4× CPU slowdown), median of 3 runs, for home, an article and the archive at N posts, and
// for the bare Next.js page as the reference. Debian's Chromium, headless, no network beyond
// loopback.
//   node_modules/.bin/tsx bench/lighthouse.ts [--posts 300] [--runs 3] [--no-bare]
import { buildBare, serveBare } from './bare'
import { argValue, build, builtFrom, hasFlag, main, mark, median, pkgVersion, postsArg, printTable, serve, snapshotEnv, table, workspace, writeJson, writeSection } from './lib'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const RUNS = Number(argValue('runs') ?? 3)

interface Score {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
}

interface PageResult {
  label: string
  page: string
  url: string
  runs: Score[]
  median: Score
  failing: string[]
  /** from the run closest to the median performance: what blocks the main thread, LCP element */
  diagnostics: string
}

type Audits = Record<string, { score: number | null; numericValue?: number; displayValue?: string; details?: { items?: Array<Record<string, unknown>> } } | undefined>

function diagnose(a: Audits): string {
  const items = (id: string) => a[id]?.details?.items ?? []
  const boot = items('bootup-time')
    .slice(0, 4)
    .map((x) => `${String(x.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(x.total))} ms (script ${Math.round(Number(x.scripting))})`)
    .join(', ')
  const work = items('mainthread-work-breakdown')
    .slice(0, 4)
    .map((x) => `${String(x.groupLabel ?? x.group)} ${Math.round(Number(x.duration))} ms`)
    .join(', ')
  const lcpItems = items('largest-contentful-paint-element')
  const first = lcpItems[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined
  const lcpEl = (first?.items?.[0]?.node?.snippet ?? (lcpItems[0] as { node?: { snippet?: string } } | undefined)?.node?.snippet ?? '?').slice(0, 110)
  const dom = a['dom-size']?.displayValue ?? '?'
  return `main thread: ${work}; JS boot-up: ${boot}; DOM: ${dom}; LCP element: \`${lcpEl.replace(/`/g, "'")}\``
}

main(async () => {
  const ns = postsArg([300])
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const results: PageResult[] = []
  const builds: string[] = []
  try {
    const audit = async (label: string, page: string, url: string) => {
      const runs: Score[] = []
      const diags: string[] = []
      let failing: string[] = []
      for (let k = 0; k < RUNS; k++) {
        const r = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (!r) throw new Error(`lighthouse returned nothing for ${url}`)
        const { categories: c, audits: a } = r.lhr
        const score: Score = {
          performance: c.performance?.score ?? NaN,
          accessibility: c.accessibility?.score ?? NaN,
          bestPractices: c['best-practices']?.score ?? NaN,
          seo: c.seo?.score ?? NaN,
          lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: a['total-blocking-time']?.numericValue ?? NaN,
          cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
          fcp: a['first-contentful-paint']?.numericValue ?? NaN,
        }
        runs.push(score)
        diags.push(diagnose(a as unknown as Audits))
        // what keeps a category below 1 (from the last run)
        failing = Object.entries(r.lhr.categories)
          .filter(([id]) => id !== 'performance')
          .flatMap(([id, cat]) =>
            cat.auditRefs
              .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && (a[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${id}: ${ref.id}`),
          )
        console.log(`  ${label} ${page} run ${k + 1}: perf ${score.performance} LCP ${score.lcp.toFixed(0)} ms TBT ${score.tbt.toFixed(0)} ms CLS ${score.cls.toFixed(3)}`)
      }
      const med = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((x) => x[key as keyof Score]))])) as unknown as Score
      const mid = runs.map((x, i) => [Math.abs(x.performance - med.performance), i]).sort((x, y) => x[0] - y[0])[0][1]
      results.push({ label, page, url, runs, median: med, failing, diagnostics: diags[mid] })
    }

    for (const n of ns) {
      const ws = await workspace(n)
      const b = build(ws)
      builds.push(`${ws.label} ${builtFrom(b)}`)
      const s = await serve({ distDir: b.distDir, env: snapshotEnv(ws) })
      try {
        for (const page of ['home', 'article', 'archive'] as const) {
          const p = ws.paths[page]
          await fetch(s.url + p) // render on-demand pages once: readers get the cached page
          await audit(ws.label, `${page} \`${p}\``, s.url + p)
        }
      } finally {
        await s.stop()
      }
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
  } finally {
    chrome.kill()
  }
  writeJson('lighthouse.json', results)
  const f2 = (x: number) => x.toFixed(2)
  const md = table(
    ['N', 'page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'perf of the 3 runs'],
    results.map((r) => [r.label, r.page, f2(r.median.performance), f2(r.median.accessibility), f2(r.median.bestPractices), f2(r.median.seo), r.median.lcp.toFixed(0), r.median.tbt.toFixed(0), r.median.cls.toFixed(3), r.median.fcp.toFixed(0), r.runs.map((x) => f2(x.performance)).join(' ')]),
  )
  const ours = results.filter((r) => r.label !== 'bare Next.js')
  const targets = table(
    ['target', 'measured', 'status'],
    ours.map((r) => [`performance ≥ 0.95: ${r.label} ${r.page}`, f2(r.median.performance), mark(r.median.performance >= 0.95)]),
  )
  const diagnostics = results.map((r) => `- ${r.label} ${r.page}: ${r.diagnostics}`).join('\n')
  const failing = ours
    .filter((r) => r.failing.length)
    .map((r) => `- ${r.label} ${r.page}: ${r.failing.join(', ')}`)
    .join('\n')
  printTable('Lighthouse (mobile, median of 3)', md)
  printTable('Targets', targets)
  writeSection(
    'lighthouse',
    'Lighthouse (mobile, median of 3)',
    `${md}

${targets}

Diagnostics (run closest to the median; Lighthouse's simulated mobile CPU):
${diagnostics}

${failing ? `Audits below 1 in accessibility / best practices / SEO (last run):\n${failing}\n` : ''}
Builds: ${builds.join('; ')}.
Lighthouse ${pkgVersion('lighthouse')}, default mobile config (simulated
throttling: 4× CPU slowdown, slow 4G), Chromium ${CHROME_FLAGS.join(' ')}. Each metric is the
median of ${RUNS} runs. Lighthouse's simulated CPU slowdown multiplies the host's own load: on
this shared machine TBT, and so the performance score, move with other engineers' work;
compare with the bare Next.js page measured in the same run.`,
  )
})
