// The first search of a cold instance (issue #39: a serverless function starts cold, often):
// how long it answers with and without a saved index (`npm run search:index` writes one to
// .leafpress/search/, lib/search/server/saved-index.ts), on the sample and at N posts.
//   node_modules/.bin/tsx bench/cold-search.ts [--posts 30,3000] [--runs 3]
// Each run is a fresh server (scripts/serve.mjs) that has served nothing but /robots.txt, so the
// first search pays the database's load as well, as a cold function does. Targets: ≤ 1 s on the
// sample, ≤ 2 s at 3,000 posts, with the saved index.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { argValue, build, fmtMs, main, mark, median, postsArg, printTable, ROOT, serve, snapshotEnv, table, workspace, writeSection } from './lib'
import { savedIndexFile } from '../lib/search/server/saved-index'

const RUNS = Number(argValue('runs') ?? 3)
const QUERY = '膳食纖維'
const TARGET_MS: Record<number, number> = { 30: 1_000, 3000: 2_000 }

main(async () => {
  const rows: Array<Array<string | number>> = []
  for (const posts of postsArg([30, 3000])) {
    const ws = await workspace(posts)
    const { distDir } = build(ws)
    const env = snapshotEnv(ws)
    const file = savedIndexFile('')
    const firstSearch = async () => {
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const server = await serve({ distDir, env, firstPath: '/robots.txt' })
        const t0 = performance.now()
        const res = await fetch(`${server.url}/api/search?q=${encodeURIComponent(QUERY)}`)
        if (res.status !== 200 || !((await res.json()) as { hits: unknown[] }).hits.length) throw new Error(`no hits for ${QUERY} at N=${posts}`)
        times.push(performance.now() - t0)
        await server.stop()
      }
      return median(times)
    }
    fs.rmSync(file, { force: true })
    const without = await firstSearch()
    const t0 = performance.now()
    const r = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/search-index.ts'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`search:index failed: ${r.stderr}`)
    const indexing = performance.now() - t0
    const size = fs.statSync(file).size
    const withSaved = await firstSearch()
    fs.rmSync(file, { force: true })
    const target = TARGET_MS[posts]
    rows.push([ws.label, fmtMs(without), fmtMs(withSaved), `${(size / 1024).toFixed(0)} KB`, `${(indexing / 1000).toFixed(1)} s`, target ? `≤ ${target} ms: ${mark(withSaved <= target)}` : '–'])
  }
  const md = table(['workspace', 'first search, no saved index (ms)', 'with the saved index (ms)', 'saved index', 'npm run search:index', 'target'], rows)
  printTable('First search on a cold server', md)
  writeSection(
    'cold-search',
    'Search: the first query of a cold instance (issue #39)',
    `Median of ${RUNS} fresh servers each; the first search includes the database's load (the server served only /robots.txt before).\n\n${md}`,
  )
})
