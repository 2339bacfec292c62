// A site in several languages (issue #31): do build and start-up grow at most linearly with the
// number of databases, and does a second database add anything to a page's JavaScript?
// K = 1, 2, 3 databases of N posts each (synthetic workspaces of scripts/gen-workspace.ts with
// their own seeds, so their ids differ and their slugs pair as translations), served from
// snapshot folders; one build and one fresh server per K:
//   node_modules/.bin/tsx bench/languages.ts [--posts 300] [--section languages]
// - build: a clean `next build` with the K databases configured (.next-bench-lang-<K>).
// - start-up: spawn → first 200 on `/`; then the first request of each language's home (each
//   database's first load) and of one article per language.
// - article JS: gzip bytes of the scripts an article page loads, for the default language's
//   article at K=1 and at K=2, and the second language's at K=2.
// - Lighthouse (mobile, median of 3) of both languages' article at K=2.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { argValue, build, builtFrom, fmtMs, main, MB, printTable, rssTree, serve, table, writeSection } from './lib'
import { openLighthouse, type PageResult } from './lighthouse-run'

const POSTS = Number(argValue('posts') ?? 300)
const SECTION = argValue('section') ?? 'languages'
const OUT = path.join(__dirname, 'out')
/** each database: its locale entry and the seed of its workspace */
const DATABASES = [
  { locale: '', prefix: '', seed: 'bench' },
  { locale: 'en-US', prefix: 'en', seed: 'lang-en' },
  { locale: 'ja-JP', prefix: 'ja', seed: 'lang-ja' },
]

async function workspaceDir(seed: string): Promise<string> {
  const dir = path.join(OUT, seed === 'bench' ? `workspace-${POSTS}` : `workspace-${POSTS}-${seed}`)
  if (!fs.existsSync(path.join(dir, 'snapshot.json'))) {
    const { generateWorkspace } = await import('../scripts/gen-workspace')
    fs.rmSync(dir, { recursive: true, force: true })
    await generateWorkspace({ posts: POSTS, seed }, dir)
  }
  return dir
}

/** Gzip bytes of the scripts a page's HTML loads. */
async function scriptBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text()
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
  let total = 0
  for (const src of srcs) total += zlib.gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length
  return total
}

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const t0 = performance.now()
  const r = await fetch(url)
  await r.arrayBuffer()
  return { ms: performance.now() - t0, status: r.status }
}

main(async () => {
  const dirs = await Promise.all(DATABASES.map((d) => workspaceDir(d.seed)))
  const rows: Array<Array<string | number>> = []
  const js: Record<string, number> = {}
  const builds: string[] = []
  let base: { build: number; startup: number } | null = null
  const lighthouse: PageResult[] = []
  for (const k of [1, 2, 3]) {
    const used = DATABASES.slice(0, k)
    const setting = used.map((d, i) => (d.locale ? `${d.locale}:${dirs[i]}` : dirs[i])).join(',')
    const b = build({ posts: POSTS, label: `${k} database(s) of N=${POSTS}`, dir: setting, paths: {} as never, articles: () => [] }, { distDir: `.next-bench-lang-${k}`, rebuild: true })
    builds.push(`K=${k} ${builtFrom(b)}`)
    const server = await serve({ distDir: `.next-bench-lang-${k}`, env: { LEAFPRESS_SNAPSHOT_DIR: setting }, firstPath: '/' })
    try {
      const homes: string[] = []
      const articles: string[] = []
      for (const d of used) {
        const home = await timed(`${server.url}/${d.prefix}`)
        const article = await timed(`${server.url}${d.prefix ? `/${d.prefix}` : ''}/article/post-2`)
        if (home.status !== 200 || article.status !== 200) throw new Error(`K=${k}: /${d.prefix} answered ${home.status}, its article ${article.status}`)
        homes.push(fmtMs(home.ms))
        articles.push(fmtMs(article.ms))
      }
      if (k <= 2) for (const d of used) js[`K=${k} ${d.prefix ? `/${d.prefix}` : ''}/article`] = await scriptBytes(`${server.url}${d.prefix ? `/${d.prefix}` : ''}/article/post-2`)
      if (k === 2) {
        const lh = await openLighthouse()
        try {
          for (const d of used) lighthouse.push(await lh.audit(`K=2`, `\`${d.prefix ? `/${d.prefix}` : ''}/article/post-2\``, `${server.url}${d.prefix ? `/${d.prefix}` : ''}/article/post-2`, 3))
        } finally {
          lh.close()
        }
      }
      const buildS = b.ms / 1000
      const startS = server.startupMs / 1000
      base ??= { build: buildS, startup: startS }
      rows.push([
        `K=${k}`,
        buildS.toFixed(1),
        `${startS.toFixed(2)} (${(startS / base.startup).toFixed(2)}×)`,
        homes.join(' · '),
        articles.join(' · '),
        MB(rssTree(server.pid)),
      ])
    } finally {
      await server.stop()
    }
  }
  const md = table(['databases', 'build s', 'start-up to first 200 s (ratio to K=1)', 'first home ms, per language', 'first article ms, per language', 'RSS after MB'], rows)
  const jsMd = table(['page', 'scripts KB gz'], Object.entries(js).map(([k, v]) => [k, (v / 1024).toFixed(1)]))
  printTable('Languages', md)
  printTable('Article JS', jsMd)
  const lhMd = table(['article', 'performance (median of 3)', 'LCP ms', 'TBT ms', 'CLS'], lighthouse.map((r) => [r.page, r.median.performance.toFixed(2), r.median.lcp.toFixed(0), r.median.tbt.toFixed(0), r.median.cls.toFixed(3)]))
  printTable('Lighthouse', lhMd)
  const kb = (key: string) => js[key] ?? NaN
  const added = kb('K=2 /article') - kb('K=1 /article')
  const lastBuild = Number(rows[2][1])
  const firstBuild = Number(rows[0][1])
  const startup = (i: number) => Number(String(rows[i][2]).split(' ')[0])
  writeSection(
    SECTION,
    `Languages: build and start-up per number of databases (N=${POSTS} each)`,
    [
      md,
      '',
      jsMd,
      '',
      lhMd,
      '',
      table(
        ['target', 'value', 'measured', 'status'],
        [
          ['build at K=3 ÷ K=1 (linear: ≤ 3×)', '3.00×', `${(lastBuild / firstBuild).toFixed(2)}×`, lastBuild / firstBuild <= 3 ? 'met' : '**missed**'],
          ['start-up at K=3 ÷ K=1 (linear: ≤ 3×)', '3.00×', `${(startup(2) / startup(0)).toFixed(2)}×`, startup(2) / startup(0) <= 3 ? 'met' : '**missed**'],
          ["a second database adds no JS to the default language's article", '0 KB gz', `${(added / 1024).toFixed(2)} KB gz`, Math.abs(added) < 64 ? 'met' : '**missed**'],
          ...lighthouse.map((r) => [`Lighthouse mobile performance ≥ 0.95: ${r.page}`, '0.95', r.median.performance.toFixed(2), r.median.performance >= 0.95 ? 'met' : '**missed**']),
        ],
      ),
      '',
      `Builds: ${builds.join('; ')}. One fresh server per K (scripts/serve.mjs, snapshot folders: the default language's synthetic workspace and one per other language with its own seed, so ids differ and slugs pair). The first home and article of each language are each database's first load and render. A build reads no content (themes prerender nothing), so build time does not depend on the databases; start-up loads none either (the first request of each language does).`,
    ].join('\n'),
  )
})
