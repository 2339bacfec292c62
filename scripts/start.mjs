#!/usr/bin/env node
// `npm start`: checks the configuration and the private parts of Next the code relies on, builds
// when the build is missing or older than the sources, checks what the build shows of Next, then
// serves the production site (PORT and HOSTNAME honoured; default :3000).
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_ARGS } from './server-node-args.mjs'
import { buildingLine, buildState, formatDuration, readLastBuildMs, runBuild, writeLastBuildMs } from './build-progress.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')

const check = spawnSync(bin('tsx'), [path.join(root, 'scripts/check-config.ts')], { stdio: 'inherit', env, cwd: root })
if (check.status !== 0) process.exit(check.status ?? 1)

// The private parts of Next the code relies on (scripts/check-next-internals.mjs): a Next that
// moved one stops the start here, naming what moved and our file that uses it. In a child of its
// own: it loads Next's cache modules and render runtime, which this process, alive as long as the
// server, should not hold. Once on node_modules before building, once on the build after.
function checkNextInternals(...args) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/check-next-internals.mjs'), ...args], { stdio: 'inherit', env, cwd: root })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
checkNextInternals()

const state = buildState(root, distDir)
if (state !== 'current') {
  // how long it usually takes, Next's own lines, and the time so far while Next is silent
  // (scripts/build-progress.mjs)
  console.log(buildingLine({ firstBuild: state === 'none', lastMs: readLastBuildMs(distDir) }))
  const b = await runBuild({ command: bin('next'), args: ['build'], env, cwd: root })
  if (b.status !== 0) process.exit(b.status || 1)
  writeLastBuildMs(distDir, b.ms)
  console.log(`Built in ${formatDuration(b.ms)}.`)
}
checkNextInternals('--build', distDir)

const server = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, 'scripts/serve.mjs')], { stdio: 'inherit', env, cwd: root })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
