// `npm start`'s build (scripts/start.mjs): Next's own lines as they come, and while Next says
// nothing (compiling says nothing for minutes) a line every 15 s with the time so far, so a first
// start does not look stuck. How long a build usually takes: the last one in this build folder,
// or, for a first build, what one measured.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A clean `next build` of the sample (rm -rf .next; NEXT_TELEMETRY_DISABLED=1) measured on a
 * 2-core machine busy with other builds and tests (load 8–14): 3 min 38 s (compiling 2.2 min,
 * type checking 81 s), and 2 min 03 s through `npm start` (compiling 81 s, type checking 39 s).
 * An idle or larger machine is faster; later builds reuse Turbopack's cache in .next/cache.
 */
export const FIRST_BUILD_HINT = 'A first build takes a few minutes: 2–4 min on a busy 2-core machine'

/** `ms` as people say it: `45 s`, `3 min 08 s`. */
export function formatDuration(ms) {
  const s = Math.max(0, Math.round(ms / 1000))
  if (s < 60) return `${s} s`
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`
}

/** Where the duration of the last build is kept: in Next's cache folder, which a build keeps and `rm -rf .next` clears. */
export const buildTimeFile = (distDir) => path.join(distDir, 'cache', 'leafpress-build-ms')

export function readLastBuildMs(distDir) {
  try {
    const ms = Number(fs.readFileSync(buildTimeFile(distDir), 'utf8'))
    return Number.isFinite(ms) && ms > 0 ? ms : null
  } catch {
    return null
  }
}

export function writeLastBuildMs(distDir, ms) {
  try {
    fs.mkdirSync(path.dirname(buildTimeFile(distDir)), { recursive: true })
    fs.writeFileSync(buildTimeFile(distDir), String(Math.round(ms)))
  } catch {}
}

/** What a build is made from: newer files here than the build mean it must be made again. */
export const BUILD_SOURCES = ['app', 'lib', 'themes', 'locales', 'public', 'content', 'proxy.ts', 'instrumentation.ts', 'blog.config.ts', 'next.config.ts', 'package.json', 'tailwind.config.ts']

function newestMtime(p) {
  let st
  try { st = fs.statSync(p) } catch { return 0 }
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const e of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)))
  return max
}

/**
 * Whether the build in `distDir` is missing (`'none'`), older than a file it is made from
 * (`'stale'`) or current: `npm start` and `npm run export` build only when it is not current.
 */
export function buildState(root, distDir) {
  const buildId = path.join(distDir, 'BUILD_ID')
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0
  if (!builtAt) return 'none'
  const changed = Math.max(...BUILD_SOURCES.map((s) => newestMtime(path.join(root, s))))
  return changed > builtAt ? 'stale' : 'current'
}

/** The line that opens a build: why it builds and how long it usually takes. */
export function buildingLine({ firstBuild, lastMs }) {
  const why = firstBuild ? 'No build yet: building.' : 'Sources changed since the last build: building.'
  const usual = lastMs ? `The last build here took ${formatDuration(lastMs)}` : FIRST_BUILD_HINT
  return `${why} ${usual}; the site is served once it is done.`
}

/**
 * Runs the build command, passing its output through, with a line of the time so far after
 * each `every` ms in which it printed nothing. Resolves to its exit status and duration.
 */
export function runBuild({ command, args = [], cwd, env = process.env, out = process.stdout, err = process.stderr, every = 15_000, now = Date.now }) {
  const started = now()
  let lastOutput = started
  let atLineStart = true
  // piped, so Next prints plain lines (no spinner redrawn over our lines); colours kept for a terminal
  const colour = out.isTTY && !env.NO_COLOR && !env.FORCE_COLOR ? { FORCE_COLOR: '1' } : {}
  const child = spawn(command, args, { cwd, env: { ...env, ...colour }, stdio: ['ignore', 'pipe', 'pipe'] })
  const pass = (to) => (chunk) => {
    to.write(chunk)
    lastOutput = now()
    atLineStart = chunk[chunk.length - 1] === 0x0a
  }
  child.stdout.on('data', pass(out))
  child.stderr.on('data', pass(err))
  // looked at three times per period: a line after `every` to 4/3 × `every` of silence
  const timer = setInterval(() => {
    if (now() - lastOutput < every) return
    out.write(`${atLineStart ? '' : '\n'}  … still building: ${formatDuration(now() - started)} so far\n`)
    lastOutput = now()
    atLineStart = true
  }, every / 3)
  return new Promise((resolve) => {
    const done = (status) => {
      clearInterval(timer)
      resolve({ status, ms: now() - started })
    }
    child.on('error', (e) => (err.write(`${e.message}\n`), done(1)))
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}
