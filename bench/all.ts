// Runs every benchmark in turn and refreshes all of bench/RESULTS.md:
//   npm run bench:all                       (N = 30, 300, 3000: ~25–40 min on 2 cores)
//   npm run bench:all -- --posts 30,300     (faster; the 3,000-post build and run skipped)
// Each step is also its own script (bench:build, bench:weights, bench:server, bench/profile.ts,
// bench:lighthouse, bench:widgets, bench:contrast).
// --reuse keeps existing bench builds instead of clean builds (the build times then come from
// the run that made them).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { argValue, hasFlag, ROOT } from './lib'

const posts = (argValue('posts') ?? '30,300,3000').split(',').map(Number)
const serverPosts = posts.filter((n) => n >= 300)
const steps: Array<[string, string[]]> = [
  ['build', ['--posts', posts.join(','), ...(hasFlag('reuse') ? ['--reuse'] : [])]],
  ['weights', ['--posts', posts.join(',')]],
  ['server', ['--posts', (serverPosts.length ? serverPosts : posts).join(',')]],
  ['profile', ['--posts', String(serverPosts[0] ?? posts[0]), '--page', 'article']],
  ['profile', ['--posts', String(serverPosts[0] ?? posts[0]), '--page', 'article', '--cold']],
  ['lighthouse', ['--posts', String(posts.includes(300) ? 300 : posts[posts.length - 1])]],
  ['widgets', ['--posts', String(posts.includes(300) ? 300 : posts[posts.length - 1])]],
  ['contrast', []],
  ['summary', []],
]
for (const [name, args] of steps) {
  console.log(`\n━━ bench:${name} ${args.join(' ')}`)
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'bench', `${name}.ts`), ...args], { cwd: ROOT, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error(`bench:${name} failed (exit ${r.status})`)
    process.exit(1)
  }
}
