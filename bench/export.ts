// npm run bench:export [-- --posts 3000 --latency 0]
// The static export (npm run export) timed: the sample (its snapshot), then a synthetic workspace
// of N posts read from a local Notion-compatible server — a first export, a second with nothing
// changed, and a third after one post's body was edited — with the Notion requests each made.
// The export's build is made (or reused) before the timed runs: the times are without it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startNotionServer, universeFromSnapshot } from '../tests/support/notion-server'
import { listFiles } from '../lib/export/files'
import { main, table, workspace, writeSection } from './lib'

const ROOT = path.resolve(__dirname, '..')
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const posts = arg('posts', 3000)
const latency = arg('latency', 0)
const OUT = path.join(ROOT, 'bench', 'out', 'export')

interface Run {
  label: string
  ms: number
  requests: number
  rendered: string
  written: string
}

async function runExport(out: string, env: Record<string, string>): Promise<{ ms: number; output: string }> {
  const started = Date.now()
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/export.ts', '--out', out], { cwd: ROOT, env: { ...process.env, ...env } as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
  if (code !== 0) throw new Error(`the export failed:\n${output}`)
  return { ms: Date.now() - started, output }
}

const planned = (output: string) => /(\d+) to render, (\d+) unchanged/.exec(output)?.slice(1, 3).join(' rendered / ') + ' kept'
const wrote = (output: string) => /Wrote (\d+) file\(s\) \(([\d.]+) MB\), left (\d+) unchanged/.exec(output)?.slice(1).join(' / ') ?? '?'

main(async () => {
  fs.rmSync(OUT, { recursive: true, force: true })
  const runs: Run[] = []
  // the build first (made or reused), then the sample's export from its snapshot
  await runExport(path.join(OUT, 'sample-warmup'), {})
  const s = await runExport(path.join(OUT, 'sample'), {})
  runs.push({ label: 'sample (snapshot), first export', ms: s.ms, requests: 0, rendered: planned(s.output), written: wrote(s.output) })

  // the benchmarks' synthetic workspace (scripts/gen-workspace.ts, made once and kept)
  const dir = (await workspace(posts)).dir!
  const universe = universeFromSnapshot(dir)
  const notion = await startNotionServer(universe, { latencyMs: latency })
  const rootPageId = JSON.parse(fs.readFileSync(path.join(dir, 'snapshot.json'), 'utf8')).rootPageId.replace(/-/g, '')
  // the workspace's files (/files/…) are served from its snapshot folder, as a synced site's are
  const env = { LEAFPRESS_SNAPSHOT_DIR: dir, NOTION_PAGE_ID: rootPageId, NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_RATE_LIMIT: '1000', NOTION_MAX_CONCURRENCY: '8' }
  const out = path.join(OUT, `site-${posts}`)
  const measured = async (label: string) => {
    const from = notion.calls.length
    const r = await runExport(out, env)
    runs.push({ label, ms: r.ms, requests: notion.calls.length - from, rendered: planned(r.output), written: wrote(r.output) })
    console.log(`${label}: ${(r.ms / 1000).toFixed(1)} s, ${notion.calls.length - from} Notion requests`)
  }
  try {
    await measured(`${posts} posts from Notion, first export`)
    await measured(`${posts} posts, again with nothing changed`)
    const rows = Object.values<string[]>(Object.values(universe.queries)[0] as Record<string, string[]>)[0]
    const edited = universe.block[rows[Math.floor(rows.length / 2)]].value
    const text = edited.content.find((id: string) => universe.block[id]?.value.type === 'text')
    universe.block[text].value.properties.title = [['Edited for the benchmark.']]
    edited.last_edited_time += 60_000
    await measured(`${posts} posts, after one post's body was edited`)
  } finally {
    await notion.close()
  }
  const files = listFiles(out)
  const bytes = files.reduce((n, f) => n + fs.statSync(path.join(out, f)).size, 0)
  const body = [
    `Times include starting the export server and the checks, not the build (made or reused first). Notion latency ${latency} ms, throttle off.`,
    '',
    table(['export', 'time', 'Notion requests', 'addresses rendered / kept', 'files written / MB / left unchanged'], runs.map((r) => [r.label, `${(r.ms / 1000).toFixed(1)} s`, r.requests, r.rendered, r.written])),
    '',
    `out/ at ${posts} posts: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(0)} MB.`,
  ].join('\n')
  writeSection('export', `Static export (npm run export), sample and ${posts} posts`, body)
})
