// HTML weight per theme at N posts: home, page 2, a category list and an article, in bytes
// (raw and gzip), against heo's list page (/page/2) of the same workspace. A theme whose
// chrome grows with the workspace (gitbook's page tree, sidebars of categories and tags)
// shows it here: the budget is 2× heo's list page.
//   node_modules/.bin/tsx bench/theme-html.ts [--posts 3000] [--themes gitbook,heo|all] [--rebuild]
import { gzipSync } from 'node:zlib'
import { build, builtFrom, fmtKB, hasFlag, main, mark, postsArg, printTable, serve, snapshotEnv, table, themesArg, workspace, writeJson, writeSection } from './lib'

const RATIO = 2

interface Row {
  theme: string
  page: string
  status: number
  raw: number
  gzip: number
}

main(async () => {
  const [n] = postsArg([3000])
  const themes = (await themesArg()) ?? [...(await import('../themes/index')).REAL_THEMES]
  if (!themes.includes('heo')) themes.unshift('heo')
  const ws = await workspace(n)
  const b = build(ws, { rebuild: hasFlag('rebuild') })
  const s = await serve({ distDir: b.distDir, env: snapshotEnv(ws) })
  const rows: Row[] = []
  try {
    const cats = (await (await fetch(`${s.url}/category?theme=heo`)).text()).match(/href="(\/category\/[^"/?]+)"/)
    const pages = [ws.paths.home, ws.paths.list, ...(cats ? [decodeURIComponent(cats[1])] : []), ws.paths.article]
    for (const theme of themes) {
      for (const page of pages) {
        // each variant is rendered on its first visit: weigh the second answer (the cached page)
        const url = `${s.url}${encodeURI(page)}`
        const headers = { cookie: `theme=${theme}` }
        await (await fetch(url, { headers })).text()
        const res = await fetch(url, { headers })
        const html = Buffer.from(await res.text())
        if (res.status !== 200) throw new Error(`${theme} ${page}: status ${res.status}, not a page to weigh`)
        rows.push({ theme, page, status: res.status, raw: html.length, gzip: gzipSync(html).length })
        console.log(`  ${theme} ${page}: ${fmtKB(html.length)} KB`)
      }
    }
  } finally {
    await s.stop()
  }
  const ref = rows.find((r) => r.theme === 'heo' && r.page === ws.paths.list)!
  writeJson(`theme-html-${n}.json`, rows)
  const md = table(
    ['theme', 'page', 'HTML KB', 'gzip KB', `× heo ${ws.paths.list} (raw)`, `≤ ${RATIO}×`],
    rows.map((r) => [r.theme, `\`${r.page}\``, fmtKB(r.raw), fmtKB(r.gzip), (r.raw / ref.raw).toFixed(2), mark(r.raw <= RATIO * ref.raw)]),
  )
  printTable(`HTML per theme (N=${n})`, md)
  writeSection(
    'theme-html',
    `HTML per theme with ${n} posts`,
    `${md}

Workspace ${ws.label} (${builtFrom(b)}); each page fetched twice with the theme cookie, the
second (cached) answer weighed. Reference: heo's list page \`${ws.paths.list}\`, ${fmtKB(ref.raw)} KB.`,
  )
})
