// Lighthouse's accessibility audit (colour contrast among it) on the sample site's screens in
// light and dark mode: home, an article, the kitchen sink (every block type: code, callouts,
// tables, equations, embeds), the archive and search. Dark mode comes from
// `?mode=dark` (the inline head script reads it like the cookie; Lighthouse's extra headers
// would not reach document.cookie). Accessibility does not depend on timing, so one run per
// page and mode is enough.
//   node_modules/.bin/tsx bench/contrast.ts [--rebuild] [--themes simple,nobelium|all] [--section <name>]
import { argValue, build, builtFrom, hasFlag, main, mark, pkgVersion, printTable, serve, table, themesArg, withTheme, workspace, writeJson, writeSection, SAMPLE_N } from './lib'
import { launchChrome } from './lighthouse-run'

interface Row {
  theme: string | null
  page: string
  mode: 'light' | 'dark'
  score: number
  /** audits below 1, with the first offending elements of colour-contrast */
  failing: string[]
}

main(async () => {
  const { default: lighthouse } = await import('lighthouse')
  const themes = await themesArg()
  const ws = await workspace(SAMPLE_N)
  const b = build(ws, { rebuild: hasFlag('rebuild') })
  const s = await serve({ distDir: b.distDir })
  const chrome = await launchChrome()
  const rows: Row[] = []
  try {
    const { home, article, kitchenSink, archive, search } = ws.paths
    // (the 404 page is left out: Lighthouse does not audit pages answered with an error status)
    for (const theme of themes ?? [null]) {
      for (const plain of [home, article, kitchenSink, archive, search]) {
        const p = withTheme(plain, theme)
        await fetch(s.url + p) // render on-demand pages once
        for (const mode of ['light', 'dark'] as const) {
          const url = s.url + (mode === 'dark' ? withTheme(`${plain}?mode=dark`, theme) : p)
          const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] })
          if (!r) throw new Error(`lighthouse returned nothing for ${p}`)
          const { categories, audits } = r.lhr
          const failing = (categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => {
              const items = ((audits[ref.id]?.details as { items?: Array<{ node?: { snippet?: string } }> })?.items ?? []).slice(0, 3)
              const where = items.map((i) => `\`${(i.node?.snippet ?? '?').slice(0, 80).replace(/`/g, "'")}\``).join(' ')
              return `${ref.id}${where ? ` (${where})` : ''}`
            })
          const score = categories.accessibility?.score ?? NaN
          rows.push({ theme, page: plain, mode, score, failing })
          console.log(`  ${theme ?? ''} ${plain} ${mode}: accessibility ${score}${failing.length ? ` — ${failing.join(', ')}` : ''}`)
        }
      }
    }
  } finally {
    chrome.kill()
    await s.stop()
  }
  writeJson(themes ? 'contrast-themes.json' : 'contrast.json', rows)
  const md = table(
    [...(themes ? ['theme'] : []), 'page', 'mode', 'accessibility', 'colour contrast', 'audits below 1'],
    rows.map((r) => [...(themes ? [r.theme ?? ''] : []), `\`${r.page}\``, r.mode, r.score.toFixed(2), mark(!r.failing.some((f) => f.startsWith('color-contrast'))), r.failing.join('; ') || '—']),
  )
  printTable('Accessibility, light and dark', md)
  writeSection(
    argValue('section') ?? (themes ? 'contrast-themes' : 'contrast'),
    themes ? 'Accessibility and contrast per theme, light and dark (Lighthouse)' : 'Accessibility and contrast, light and dark (Lighthouse)',
    `${md}

Sample site (${builtFrom(b)}), Lighthouse ${pkgVersion('lighthouse')} accessibility category, default
mobile config, one run per page and mode; dark mode through \`?mode=dark\`.`,
  )
})
