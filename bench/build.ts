// Build time at N posts: a clean `next build` (dist dir and Turbopack cache removed first) of
// the site serving a workspace of N posts, into .next-bench-<N>; the other benches reuse
// these builds. Also builds the bare Next.js app (bench/bare-next) for comparison.
//   node_modules/.bin/tsx bench/build.ts [--posts 30,300,3000] [--reuse]
// --reuse keeps existing bench builds (then only reports their recorded times).
import { buildBare } from './bare'
import { build, hasFlag, main, postsArg, printTable, table, workspace, writeSection, writeJson, type BuildInfo } from './lib'

main(async () => {
  const ns = postsArg([30, 300, 3000])
  const rebuild = !hasFlag('reuse')
  const results: BuildInfo[] = []
  for (const n of ns) {
    const ws = await workspace(n)
    results.push(build(ws, { rebuild }))
  }
  const bare = buildBare({ rebuild })
  writeJson('build.json', { results, bare })
  const s = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '?')
  const rows = results.map((r) => [
    r.posts === 30 ? 'sample (37 posts)' : `N=${r.posts}`,
    s(r.ms / 1000),
    s(r.phases.compile),
    s(r.phases.typescript),
    s(r.phases.staticPages),
    Number.isFinite(r.staticPages) ? r.staticPages : '?',
    r.reused ? `reused (${r.date})` : 'clean',
  ])
  rows.push(['bare Next.js app (bench/bare-next)', s(bare.ms / 1000), '', '', '', '', bare.reused ? `reused (${bare.date})` : 'clean'])
  const md = table(['workspace', 'build wall s', 'compile s', 'TypeScript s', 'static pages s', 'pages prerendered', 'build'], rows)
  printTable('Build time', md)
  writeSection(
    'build',
    'Build time',
    `${md}

Clean \`next build\` (Turbopack) of the same sources into \`.next-bench-<N>\`, served workspace
chosen with \`LEAFPRESS_SNAPSHOT_DIR\` (N=30 row = the embedded sample, 37 posts). Phases are
Next's own printed timings. Only the default variant's list pages, archive, search and taxonomy
indexes are prerendered; articles, tag/category pages render on first visit (ISR), so N
changes only the "static pages" phase — compile and TypeScript time do not depend on N. The
machine is shared: wall times move with other engineers' load; compare rows of one run.`,
  )
})
