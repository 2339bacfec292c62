// Page weight: HTML, CSS and JS bytes (raw and gzip) of home, a list page, an article, the
// kitchen-sink article, the archive, search and a 404, at N posts; the bare Next.js page as
// the floor; and what the bytes are (chunks → islands, RSC payload → client props, repeats).
//   node_modules/.bin/tsx bench/weights.ts [--posts 30,300,3000] [--rebuild]
// Every page is opened in Chromium (mobile viewport) so lazily loaded JS counts too; the
// measuring itself is tests/support/weights.ts, shared with tests/e2e/budgets.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import {
  ARTICLE_BODY_OPEN,
  browserRequests,
  fetchPage,
  flightText,
  frameworkFloor,
  outerHtmlOf,
  recordMapKeysIn,
  thirdPartyHosts,
  weighHtml,
  bytesOf,
  clearAssetCache,
  type PageWeight,
} from '../tests/support/weights'
import { CHROMIUM_ARGS } from '../tests/e2e/harness'
import { chunkModules, clientModules, composition, flightReferences, repeatedSubtrees } from './analyze'
import { buildBare, serveBare } from './bare'
import { argValue, build, builtFrom, fmtKB, hasFlag, main, mark, postsArg, printTable, ROOT, serve, snapshotEnv, table, workspace, writeJson, writeSection } from './lib'

const BUDGET = { articleOwnJs: 15 * 1024, homeOwnJs: 30 * 1024, css: 30 * 1024, ksHtmlRatio: 3, rendererIslands: 10 * 1024 }

interface Measured {
  n: number
  built: string
  /** gzip bytes of the chunks of our own build marked framework (cross-check of the floor) */
  sameBuildFramework: number
  distAbs: string
  html: Record<string, string>
  label: string
  pages: Array<PageWeight & { name: string; thirdParty: string[]; body?: { raw: number; gzip: number }; recordMapKeys: Record<string, number> }>
  floorSource: string
  floorGzip: number
}

const rendererIslands: Record<string, number> = {}

const PAGE_NAMES = ['home', 'list', 'article', 'kitchenSink', 'archive', 'search', 'notFound'] as const

main(async () => {
  const ns = postsArg([30, 300])
  const rebuild = hasFlag('rebuild')
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const all: Measured[] = []
  let analysis = ''
  try {
    // the floor: the bare Next.js app
    const bareBuild = buildBare({ rebuild })
    const bare = await serveBare()
    const bareFloor = frameworkFloor(bareBuild.absDistDir, { bareDistDir: bareBuild.absDistDir })
    const bareReq = await browserRequests(browser, bare.url + '/')
    const bareHtml = await fetchPage(bare.url, '/')
    const barePage = await weighHtml(bare.url + '/', '/', bareHtml.status, bareHtml.html, { floor: bareFloor, requests: bareReq.requests })
    await bare.stop()
    clearAssetCache()

    for (const n of ns) {
      const ws = await workspace(n)
      const b = build(ws, { rebuild })
      const distAbs = path.join(ROOT, b.distDir)
      const floor = frameworkFloor(distAbs, { bareDistDir: bareBuild.absDistDir })
      const server = await serve({ distDir: b.distDir, env: snapshotEnv(ws) })
      const m: Measured = { n, sameBuildFramework: 0, built: builtFrom(b), distAbs, html: {}, label: ws.label, pages: [], floorSource: floor.source, floorGzip: 0 }
      try {
        for (const name of PAGE_NAMES) {
          const p = ws.paths[name]
          // first visit renders on-demand pages (ISR); measure the cached page a reader gets
          await fetchPage(server.url, p)
          const { requests } = await browserRequests(browser, server.url + p)
          const { status, html } = await fetchPage(server.url, p)
          const w = await weighHtml(server.url + p, p, status, html, { floor, requests })
          const body = name === 'article' || name === 'kitchenSink' ? outerHtmlOf(html, ARTICLE_BODY_OPEN) : undefined
          m.html[name] = html
          m.pages.push({ ...w, name, thirdParty: thirdPartyHosts(requests, server.url), body: body ? bytesOf(body) : undefined, recordMapKeys: recordMapKeysIn(html) })
          if (name === 'home') {
            m.floorGzip = w.totals.jsFramework.gzip
            m.sameBuildFramework = w.js.filter((a) => a.framework && !a.nomodule).reduce((t, a) => t + a.gzip, 0)
          }
          if (n === ns[0] && (name === 'article' || name === 'kitchenSink' || name === 'home')) {
            analysis += explain(name, p, w, html, distAbs)
          }
        }
      } finally {
        await server.stop()
        clearAssetCache()
      }
      all.push(m)
    }
    writeJson('weights.json', { bare: barePage, all: all.map(({ html: _html, ...rest }) => rest) })
    report(all, barePage, analysis)
  } finally {
    await browser.close()
  }
})

function explain(name: string, p: string, w: PageWeight, html: string, distAbs: string): string {
  const names = clientModules(distAbs)
  const flight = flightText(html)
  let out = `\n#### ${name} (\`${p}\`)\n\nOwn JS chunks (beyond the framework floor) and the module factories in them (named when they are client entries in the build's client-reference manifests; raw bytes; approximate split):\n\n`
  const rows: Array<Array<string | number>> = []
  let rendererRaw = 0
  let rendererGz = 0
  for (const a of w.js.filter((x) => !x.framework && !x.nomodule)) {
    const file = path.join(distAbs, a.path.replace(/^\/_next\//, ''))
    const src = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    const mods = chunkModules(src, names).sort((x, y) => y.raw - x.raw)
    const named = mods.filter((x) => x.name)
    const unnamed = mods.filter((x) => !x.name)
    const ratio = a.raw ? a.gzip / a.raw : 0
    for (const m of named.filter((x) => x.name.startsWith('lib/render/islands/'))) {
      rendererRaw += m.raw
      rendererGz += m.raw * ratio
    }
    rows.push([
      `\`${path.basename(a.path)}\`${a.lazy ? ' (lazy)' : ''}`,
      fmtKB(a.raw),
      fmtKB(a.gzip),
      named.map((x) => `${x.name.replace(/\.(tsx?|jsx?)$/, '').replace(/^node_modules\//, '')} ${fmtKB(x.raw)}`).join(', '),
      `${unnamed.length} modules, ${fmtKB(unnamed.reduce((s2, x) => s2 + x.raw, 0))} KB; largest: ${unnamed
        .slice(0, 3)
        .map((x) => `#${x.id} \`${x.snippet.slice(0, 36).replace(/[`|]/g, '')}\` ${fmtKB(x.raw)}`)
        .join('; ')}`,
    ])
  }
  out += table(['chunk', 'raw KB', 'gzip KB', 'client entries in it (raw KB)', 'other modules (shared code, dependencies)'], rows)
  rendererIslands[name] = rendererGz
  out += `\n\nRenderer islands (\`lib/render/islands/*\`) in this page's own JS: ~${fmtKB(rendererGz)} KB gzip (${fmtKB(rendererRaw)} KB raw; their factories' share of each chunk's gzip).\n`
  const c = composition(html, flight, name === 'article' || name === 'kitchenSink' ? outerHtmlOf(html, ARTICLE_BODY_OPEN) : undefined)
  out += `\nHTML composition: ${fmtKB(c.html)} KB = markup ${fmtKB(c.markup)} KB${c.body ? ` (article body ${fmtKB(c.body)} KB, page chrome ${fmtKB(c.markup - c.body)} KB)` : ''} + RSC payload scripts ${fmtKB(c.flightScripts)} KB (${fmtKB(c.flightDecoded)} KB decoded${c.bodyInFlight ? `; the article body's subtree ${fmtKB(c.bodyInFlight)} KB` : ''}${c.notFoundInFlight ? `; the root layout's not-found boundary — the whole themed 404 page, header, sidebar and footer, from \`app/[theme]/[lang]/not-found.tsx\` — ${fmtKB(c.notFoundInFlight)} KB` : ''}) + other inline scripts/styles ${fmtKB(c.otherInline)} KB.\n`
  const refs = flightReferences(flight, names)
  out += `\nClient components the payload feeds (props other than children = data crossing to the browser; children = server-rendered content passed through):\n\n`
  out += table(
    ['client component', 'elements', 'props bytes', 'children bytes'],
    refs.slice(0, 12).map((r) => [`\`${r.module}\``, r.uses, r.propsBytes, r.childrenBytes]),
  )
  const reps = repeatedSubtrees(flight)
  if (reps.length) {
    out += `\n\nSubtrees the payload carries more than once (≥ 1 KB, row references normalised):\n\n`
    out += table(['subtree', 'bytes each', 'times', 'bytes repeated'], reps.map((r) => [`\`${r.what.replace(/\|/g, '\\|')}\``, r.bytes, r.times, r.bytes * (r.times - 1)]))
  }
  return out + '\n'
}

function report(all: Measured[], bare: PageWeight, analysis: string) {
  const k = fmtKB
  const head = ['N', 'page', 'status', 'HTML raw/gz KB', 'RSC payload KB (decoded)', 'JS gz KB (framework + own)', 'own JS raw/gz KB', 'CSS raw/gz KB', 'fonts gz KB', '3rd-party hosts']
  const rows: Array<Array<string | number>> = []
  for (const m of all) {
    for (const p of m.pages) {
      rows.push([
        m.label,
        `${p.name} \`${p.path}\``,
        p.status,
        `${k(p.html.raw)} / ${k(p.html.gzip)}`,
        k(p.flight.raw),
        `${k(p.totals.js.gzip)} (${k(p.totals.jsFramework.gzip)} + ${k(p.totals.jsOwn.gzip)})`,
        `${k(p.totals.jsOwn.raw)} / ${k(p.totals.jsOwn.gzip)}`,
        `${k(p.totals.css.raw)} / ${k(p.totals.css.gzip)}`,
        k(p.totals.fonts.gzip),
        p.thirdParty.join(' ') || 'none',
      ])
    }
  }
  rows.push([
    'bare Next.js',
    '`/` (one island)',
    bare.status,
    `${k(bare.html.raw)} / ${k(bare.html.gzip)}`,
    k(bare.flight.raw),
    `${k(bare.totals.js.gzip)} (${k(bare.totals.jsFramework.gzip)} + ${k(bare.totals.jsOwn.gzip)})`,
    `${k(bare.totals.jsOwn.raw)} / ${k(bare.totals.jsOwn.gzip)}`,
    `${k(bare.totals.css.raw)} / ${k(bare.totals.css.gzip)}`,
    k(bare.totals.fonts.gzip),
    '',
  ])
  const md = table(head, rows)
  printTable('Page weight', md)

  // growth with N
  const growth: Array<Array<string | number>> = []
  if (all.length > 1) {
    for (const name of PAGE_NAMES) {
      const ps = all.map((m) => m.pages.find((p) => p.name === name)!)
      const html = ps.map((p) => p.html.gzip)
      const own = ps.map((p) => p.totals.jsOwn.gzip)
      const css = ps.map((p) => p.totals.css.gzip)
      const grows = html[html.length - 1] > html[0] * 1.25 || own[own.length - 1] > own[0] * 1.02 + 200 || css[css.length - 1] > css[0] * 1.02 + 200
      growth.push([name, html.map(k).join(' → '), own.map(k).join(' → '), css.map(k).join(' → '), grows ? (name === 'archive' ? 'grows (allowed)' : '**grows**') : 'flat'])
    }
  }
  let growthWhy = ''
  if (all.length > 1) {
    const first = all[0]
    const last = all[all.length - 1]
    for (const name of PAGE_NAMES) {
      const row = growth.find((g) => g[0] === name)
      if (!row || !String(row[4]).includes('grows')) continue
      const a = flightReferences(flightText(first.html[name]), clientModules(first.distAbs))
      const b = flightReferences(flightText(last.html[name]), clientModules(last.distAbs))
      const deltas = b
        .map((r) => {
          const o = a.find((x) => x.module === r.module)
          return { module: r.module, props: r.propsBytes - (o?.propsBytes ?? 0), children: r.childrenBytes - (o?.childrenBytes ?? 0), uses: `${o?.uses ?? 0}→${r.uses}` }
        })
        .filter((d) => Math.abs(d.props) + Math.abs(d.children) > 1024)
        .sort((x, y) => y.props + y.children - (x.props + x.children))
      const fa = Buffer.byteLength(flightText(first.html[name]))
      const fb = Buffer.byteLength(flightText(last.html[name]))
      growthWhy += `- **${name}**: RSC payload ${k(fa)} → ${k(fb)} KB decoded (${first.label} → ${last.label}); client components whose payload grew: ${
        deltas.map((d) => `\`${d.module}\` props ${d.props >= 0 ? '+' : ''}${k(d.props)} KB, children ${d.children >= 0 ? '+' : ''}${k(d.children)} KB (elements ${d.uses})`).join('; ') || 'none (server-rendered markup only)'
      }\n`
    }
  }
  const growthMd = growth.length ? table(['page', `HTML gz KB (${all.map((m) => m.label).join(' → ')})`, 'own JS gz KB', 'CSS gz KB', 'with N'], growth) : ''
  if (growthMd) printTable('Growth with N', `${growthMd}\n${growthWhy}`)

  // budgets, on the first N measured (the sample when included)
  const base = all[0]
  const get = (name: string) => base.pages.find((p) => p.name === name)!
  const art = get('article')
  const ks = get('kitchenSink')
  const home = get('home')
  const maxCss = Math.max(...base.pages.map((p) => p.totals.css.gzip))
  const third = [...new Set(base.pages.flatMap((p) => p.thirdParty))]
  const ratio = ks.body ? ks.html.raw / ks.body.raw : NaN
  const budgets = table(
    ['budget (tests/e2e/budgets.test.ts)', 'limit', `measured (${base.label})`, 'status'],
    [
      ['article JS beyond framework floor', '15 KB gz', `${k(art.totals.jsOwn.gzip)} (\`${art.path}\`), ${k(ks.totals.jsOwn.gzip)} (kitchen sink)`, mark(art.totals.jsOwn.gzip <= BUDGET.articleOwnJs && ks.totals.jsOwn.gzip <= BUDGET.articleOwnJs)],
      ['home JS beyond framework floor', '30 KB gz', k(home.totals.jsOwn.gzip), mark(home.totals.jsOwn.gzip <= BUDGET.homeOwnJs)],
      ['CSS per page (fonts excluded)', '30 KB gz', `max ${k(maxCss)} (${base.pages.map((p) => `${p.name} ${k(p.totals.css.gzip)}`).join(', ')})`, mark(maxCss <= BUDGET.css)],
      ['kitchen-sink HTML ≤ 3× its body', '3.0×', ks.body ? `${ratio.toFixed(2)}× (${k(ks.html.raw)} KB / body ${k(ks.body.raw)} KB raw)` : 'body element not found', mark(ratio <= BUDGET.ksHtmlRatio)],
      ['no third-party request (default config)', '0 hosts', third.length ? third.join(', ') : 'none', mark(third.length === 0)],
      ['record-map keys in article HTML/payload', 'none', `${JSON.stringify(art.recordMapKeys)} article; ${JSON.stringify(ks.recordMapKeys)} kitchen sink`, mark(!Object.keys(art.recordMapKeys).length && !Object.keys(ks.recordMapKeys).length)],
      ['article: renderer islands (`lib/render/islands/*`) beyond framework', '10 KB gz', `~${k(rendererIslands.article ?? NaN)} (\`${art.path}\`), ~${k(rendererIslands.kitchenSink ?? NaN)} (kitchen sink)`, mark((rendererIslands.article ?? Infinity) <= BUDGET.rendererIslands && (rendererIslands.kitchenSink ?? Infinity) <= BUDGET.rendererIslands)],
      ['article: all JS beyond framework (strict reading of the 10 KB target)', '10 KB gz', `${k(art.totals.jsOwn.gzip)} (\`${art.path}\`), ${k(ks.totals.jsOwn.gzip)} (kitchen sink)`, mark(Math.max(art.totals.jsOwn.gzip, ks.totals.jsOwn.gzip) <= BUDGET.rendererIslands)],
    ],
  )
  printTable('Budgets', budgets)
  writeSection(
    argValue('section') ?? 'weights',
    'Page weight',
    `${md}

Builds: ${all.map((m) => `${m.label} ${m.built}`).join('; ')}.
gzip = Node zlib default level (what the Next server sends). "framework" = the floor: the JS of
${all[0]?.floorSource}, ${k(all[0]?.floorGzip ?? 0)} KB gz; "own" = the page's JS − the floor (see the
header of tests/support/weights.ts for why the floor is not taken from our own build). The bare
page itself loads ${k(bare.totals.js.gzip)} KB gz (floor + its island ${k(bare.totals.jsOwn.gzip)}).
Our builds' own framework chunks (Next's rootMainFiles + chunks identical to the bare app's)
weigh ${all.map((m) => `${m.label} ${k(m.sameBuildFramework)}`).join(', ')} KB gz: the same floor within chunking noise. The noModule polyfill
(~39 KB gz) is not counted: modern browsers skip it. Pages were opened in Chromium (390×844) so
lazily loaded chunks count; articles are rendered once before measuring (ISR: what readers get).

${growthMd ? `Growth with N (weights must not grow with N except on the archive):\n\n${growthMd}\n\nWhat grows (payload of client components, ${all[0].label} → ${all[all.length - 1].label}):\n\n${growthWhy}\n` : ''}
### Budgets

${budgets}

### Where the bytes go (${base.label})
${analysis}`,
  )
}
