// Search benchmark: the local index over a synthetic workspace (scripts/gen-workspace.ts, 1,000
// posts by default) read from a snapshot. Prints the index build time (bodies read from disk,
// and indexing alone), an incremental update after one edit, the heap the index holds, and the
// latency of queries (p50/p99) through the same path the endpoint uses. The target: p50 < 5 ms.
//   node --expose-gc --import tsx bench/search.ts [--posts 1000] [--seed s] [--dir /tmp/ws1000] [--runs 200]
// The workspace is generated into --dir when that folder has none yet.
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import blogConfig from '../blog.config'
import { loadConfig } from '../lib/config/load'
import { buildSearchIndex, search, serializeSearchIndex } from '../lib/search'
import { bodyLoader, postToDoc, SiteSearch, type SearchableSite } from '../lib/search/site-index'
import { buildSite } from '../lib/site/site'
import { SnapshotSource } from '../lib/workspace/snapshot-source'
import { argValue } from '../scripts/gen-sample'
import { generateWorkspace } from '../scripts/gen-workspace'

const args = process.argv.slice(2)
const posts = Number(argValue(args, '--posts') ?? 1000)
const seed = argValue(args, '--seed') ?? 's'
const dir = path.resolve(argValue(args, '--dir') ?? `/tmp/ws${posts}`)
const runs = Number(argValue(args, '--runs') ?? 200)

// What readers type: Chinese words (common and rare), an English word and phrase, a typo, a
// single character, several words, a whole sentence, and nothing found.
const QUERIES = ['營養素', '膳食纖維', '血糖', '糙米', '糖', '睡眠 血壓', 'omega', 'Mediterranean diet', 'mediteranean', '每天一小把堅果有助於穩定飯後血糖', '量子力學', 'x']

const gc = (globalThis as { gc?: () => void }).gc
const heapMB = () => {
  gc?.()
  return process.memoryUsage().heapUsed / 2 ** 20
}
const ms = (t0: number) => performance.now() - t0
/** CPU time of this process since `from`, in ms: unlike wall time, not inflated by a busy machine */
const cpu = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from)
  return (d.user + d.system) / 1000
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]

async function main() {
  if (!fs.existsSync(path.join(dir, 'database.json'))) {
    console.log(`generating a workspace of ${posts} posts (seed ${seed}) into ${dir} …`)
    await generateWorkspace({ posts, seed }, dir)
  }
  const source = new SnapshotSource(dir)
  const site = buildSite(await source.getDatabase(), loadConfig(blogConfig, {}))
  const load = bodyLoader((id) => source.getPage(id))
  console.log(`workspace ${dir}: ${site.posts.length} published posts (${site.posts.filter((p) => p.locked).length} locked)`)

  // 1. the first build, as the server does it: bodies read through the loader, then indexed
  const heap0 = heapMB()
  let current: SearchableSite = site
  const siteSearch = new SiteSearch({ getSite: async () => current, loadBody: load, firstWaitMs: 600_000 })
  let t0 = performance.now()
  let c0 = process.cpuUsage()
  await siteSearch.search('')
  const firstBuild = ms(t0)
  const firstBuildCpu = cpu(c0)
  const heapWithIndex = heapMB() - heap0

  // 2. indexing alone, from documents already in memory
  const docs = site.posts.map((p) => siteSearch.index.docs.get(p.id) ?? postToDoc(p, ''))
  const chars = docs.reduce((n, d) => n + d.text.length + d.title.length + d.summary.length, 0)
  t0 = performance.now()
  c0 = process.cpuUsage()
  const plain = buildSearchIndex(docs)
  const indexOnly = ms(t0)
  const indexOnlyCpu = cpu(c0)
  const serialized = serializeSearchIndex(plain).length

  // 3. a data refresh where nothing changed, then one where one post was edited
  current = { posts: [...site.posts] }
  t0 = performance.now()
  await siteSearch.update(current)
  const unchanged = ms(t0)
  // a post of typical length (every 50th synthetic post carries the long kitchen-sink body)
  const byLength = site.posts.filter((p) => !p.locked).sort((a, b) => siteSearch.index.docs.get(a.id)!.text.length - siteSearch.index.docs.get(b.id)!.text.length)
  const target = byLength[Math.floor(byLength.length / 2)]
  current = { posts: site.posts.map((p) => (p === target ? { ...p, title: `${p.title}（更新）`, lastEditedDate: p.lastEditedDate + 60_000 } : p)) }
  t0 = performance.now()
  await siteSearch.update(current)
  const oneEdit = ms(t0)

  // 4. query latency: the lib search alone, and through SiteSearch (what the endpoint awaits)
  const lib: number[] = []
  const endpoint: number[] = []
  const perQuery: Array<[string, number, number]> = []
  for (const q of QUERIES) search(plain, q) // warm-up
  const c1 = process.cpuUsage()
  for (const q of QUERIES) {
    const mine: number[] = []
    for (let i = 0; i < runs; i++) {
      const t = performance.now()
      search(siteSearch.index, q, { page: i % 3, hitsPerPage: 10 })
      mine.push(ms(t))
      const t2 = performance.now()
      await siteSearch.search(q, 0)
      endpoint.push(ms(t2))
    }
    lib.push(...mine)
    mine.sort((a, b) => a - b)
    perQuery.push([q, search(siteSearch.index, q).nbHits, pct(mine, 50)])
  }
  // every query ran twice: directly and through SiteSearch
  const cpuPerQuery = cpu(c1) / (2 * QUERIES.length * runs)
  lib.sort((a, b) => a - b)
  endpoint.sort((a, b) => a - b)

  const f = (n: number) => n.toFixed(2)
  console.log(`\nindex build (first search: ${docs.length} bodies read + indexed): ${f(firstBuild)} ms (CPU ${f(firstBuildCpu)} ms)`)
  console.log(`indexing alone: ${f(indexOnly)} ms (CPU ${f(indexOnlyCpu)} ms) for ${(chars / 1e6).toFixed(2)} M characters`)
  console.log(`heap held by the index and its documents: ${heapWithIndex.toFixed(1)} MB${gc ? '' : ' (run with --expose-gc for a steadier figure)'}; serialised: ${(serialized / 2 ** 20).toFixed(1)} MB`)
  console.log(`update, nothing changed: ${f(unchanged)} ms; one post edited: ${f(oneEdit)} ms`)
  console.log(`\nquery latency over ${lib.length} queries (${QUERIES.length} kinds × ${runs}):`)
  console.log(`  search():              p50 ${f(pct(lib, 50))} ms   p99 ${f(pct(lib, 99))} ms   max ${f(lib[lib.length - 1])} ms`)
  console.log(`  SiteSearch.search():   p50 ${f(pct(endpoint, 50))} ms   p99 ${f(pct(endpoint, 99))} ms`)
  console.log(`  CPU time per query (mean, unaffected by other load): ${f(cpuPerQuery)} ms`)
  console.log('  per query (hits, p50 ms):')
  for (const [q, hits, p50] of perQuery) console.log(`    ${q.padEnd(24)} ${String(hits).padStart(5)}  ${f(p50)}`)
  const ok = pct(lib, 50) < 5
  console.log(`\np50 < 5 ms: ${ok ? 'yes' : 'NO'}`)
  if (!ok) process.exitCode = 1
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
