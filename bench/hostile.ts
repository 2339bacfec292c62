// Hostile content: does one expensive page stall the other readers? (issue #29, part 2)
//   node_modules/.bin/tsx bench/hostile.ts [--seconds 10]
//
// A workspace of 300 synthetic posts plus two a guest editor could write (scripts/gen-workspace.ts
// `hostile`): `hostile-code`, 8 code blocks of 93 KB, and `hostile-long`, 3 million characters in
// 3,000 paragraphs. One server (scripts/serve.mjs). A reader asks for the home page (cached) one
// request after another: first alone for `--seconds`, then while another client renders the two
// hostile posts in every theme, one after another (each theme a never-rendered variant: a full
// render each time). The reader's worst latency is the longest the event loop was held.
// Target (issue #29): no render blocks other readers for more than ~250 ms on this machine.
import fs from 'node:fs'
import path from 'node:path'
import { argValue, build, builtFrom, fmtMs, main, mark, OUT, pct, median, printTable, serve, table, writeSection, type Workspace } from './lib'
import { THEME_NAMES } from '../themes/index'

const SECONDS = Number(argValue('seconds') ?? 10)
const HEADERS = { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN' }
const TARGET_MS = 250
const DIR = path.join(OUT, 'workspace-300-hostile')

async function timed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const t0 = performance.now()
  const r = await fetch(url, { headers: HEADERS })
  const bytes = (await r.arrayBuffer()).byteLength
  return { ms: performance.now() - t0, status: r.status, bytes }
}

/** The reader: home page requests back to back until `done()`; their latencies. */
async function reader(base: string, done: () => boolean): Promise<number[]> {
  const out: number[] = []
  while (!done()) out.push((await timed(base + '/')).ms)
  return out
}

main(async () => {
  if (!fs.existsSync(path.join(DIR, 'snapshot.json'))) {
    const { generateWorkspace } = await import('../scripts/gen-workspace')
    await generateWorkspace({ posts: 300, seed: 'bench', hostile: true }, DIR)
  }
  const ws: Workspace = {
    posts: 300,
    label: 'N=300 + 2 hostile posts',
    dir: DIR,
    paths: { home: '/', list: '/page/2', article: '/article/post-2', kitchenSink: '/article/post-1', archive: '/archive', search: '/search', notFound: '/no-such-page-here' },
    articles: () => [],
  }
  const b = build(ws, { distDir: '.next-bench-hostile' })
  const s = await serve({ distDir: b.distDir, env: { LEAFPRESS_SNAPSHOT_DIR: DIR } })
  try {
    for (let i = 0; i < 20; i++) await timed(s.url + '/')
    const quiet = await reader(s.url, ((end) => () => performance.now() > end)(performance.now() + SECONDS * 1000))

    const renders: Array<{ path: string; ms: number; status: number; bytes: number }> = []
    let hostileDone = false
    const hostile = (async () => {
      for (const theme of THEME_NAMES) {
        for (const slug of ['hostile-code', 'hostile-long']) {
          const p = `/article/${slug}?theme=${theme}`
          renders.push({ path: p, ...(await timed(s.url + p)) })
        }
      }
      hostileDone = true
    })()
    const during = await reader(s.url, () => hostileDone)
    await hostile

    const row = (label: string, xs: number[]) => [label, xs.length, fmtMs(median(xs)), fmtMs(pct(xs, 99)), fmtMs(Math.max(...xs))]
    const readerTable = table(['home page, cached', 'requests', 'p50 ms', 'p99 ms', 'max ms'], [row('alone', quiet), row('while the hostile posts render in 12 themes', during)])
    const byPost = (slug: string) => renders.filter((r) => r.path.includes(slug))
    const renderRow = (slug: string) => {
      const rs = byPost(slug)
      return [slug, rs.length, rs.filter((r) => r.status === 200).length, fmtMs(median(rs.map((r) => r.ms))), fmtMs(Math.max(...rs.map((r) => r.ms))), (median(rs.map((r) => r.bytes)) / 1024).toFixed(0)]
    }
    const renderTable = table(['post', 'renders', '200s', 'render p50 ms', 'max ms', 'HTML KB (gzip)'], [renderRow('hostile-code'), renderRow('hostile-long')])
    const stall = Math.max(...during) - median(quiet)
    const body = [
      `${ws.label}, ${builtFrom(b)}; one server (scripts/serve.mjs). The reader asks for the cached home page back to back; the hostile client renders each hostile post once per theme (a never-rendered variant each time), one after another.`,
      '',
      readerTable,
      '',
      renderTable,
      '',
      `- longest wait of a reader while a hostile page rendered: ${fmtMs(Math.max(...during))} ms (${fmtMs(stall)} ms over the quiet median; target ≤ ${TARGET_MS} ms): ${mark(stall <= TARGET_MS)}`,
      `- every hostile render answered in full: ${mark(renders.every((r) => r.status === 200))}`,
    ].join('\n')
    printTable('hostile', body)
    writeSection(argValue('section') ?? 'hostile', 'Hostile content: a reader while the costliest pages render', body)
  } finally {
    await s.stop()
  }
})
