// Starts the loopback Waline server (waline-server.ts) in its own process for the comments e2e
// test, on a fixed port: the feature site is built with this URL in its settings, so the port
// must be the same on every run.
//
// The server (@waline/vercel) is not a dependency of the project: its SQLite driver compiles
// from source on install, which was most of a newcomer's first `npm install` and fails on a
// machine without a compiler. The e2e setup installs it once into a cache outside the clone
// (prepareWaline, run beside the build) and later runs reuse it; when it cannot be installed,
// the comments test is skipped and says why. The browser client (@waline/client, plain files)
// stays a dev dependency.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './server'

export const WALINE_PORT = 18360
export const WALINE_URL = `http://127.0.0.1:${WALINE_PORT}`
/** The comment server's version the test runs (one exact version: the cache is per version). */
export const WALINE_VERSION = '1.39.3'
/** Set by the e2e setup: 'ready', or why the comment server is not there. */
const STATE = 'LEAFPRESS_WALINE_STATE'

/** Where the comment server is installed: LEAFPRESS_WALINE_HOME, else a per-version cache. */
export function walineHome(): string {
  return process.env.LEAFPRESS_WALINE_HOME || path.join(os.homedir(), '.cache', 'leafpress', `waline-${WALINE_VERSION}`)
}

/**
 * Whether the server loads: an install cut short (its SQLite driver compiles for minutes) leaves
 * `@waline/vercel` resolvable with dependencies (jsdom's) or the compiled driver missing, and the server
 * then dies at start. Loaded once in a child process (a second or two), remembered.
 */
let loads: boolean | undefined
function installed(): boolean {
  try {
    createRequire(path.join(ROOT, 'package.json')).resolve('@waline/client/waline.css')
    createRequire(path.join(walineHome(), 'package.json')).resolve('@waline/vercel')
  } catch {
    return false
  }
  loads ??= spawnSync(process.execPath, ['-e', "require('@waline/vercel'); require('sqlite3'); require('jsdom')"], { cwd: walineHome(), stdio: 'ignore', timeout: 60_000 }).status === 0
  return loads
}

/**
 * Installs the comment server into its cache when it is not there yet (first run only: a few
 * minutes, its SQLite driver compiles), and records the outcome for the test files.
 */
export async function prepareWaline(): Promise<void> {
  if (installed()) {
    process.env[STATE] = 'ready'
    return
  }
  const home = walineHome()
  // an install that does not load (cut short) is started again from nothing
  fs.rmSync(path.join(home, 'node_modules'), { recursive: true, force: true })
  loads = undefined
  fs.mkdirSync(home, { recursive: true })
  if (!fs.existsSync(path.join(home, 'package.json'))) fs.writeFileSync(path.join(home, 'package.json'), '{"private":true}\n')
  console.log(`[e2e] installing the Waline comment server ${WALINE_VERSION} into ${home} for the comments test (first run only; its SQLite driver compiles, a few minutes)`)
  const out = await new Promise<{ code: number | null; log: string }>((resolve) => {
    let log = ''
    const npm = spawn('npm', ['install', '--no-audit', '--no-fund', '--no-save', `@waline/vercel@${WALINE_VERSION}`], { cwd: home, stdio: ['ignore', 'pipe', 'pipe'] })
    npm.stdout.on('data', (d) => (log += d))
    npm.stderr.on('data', (d) => (log += d))
    npm.on('error', (err) => resolve({ code: -1, log: String(err) }))
    npm.on('close', (code) => resolve({ code, log }))
  })
  if (out.code === 0 && installed()) {
    process.env[STATE] = 'ready'
    return
  }
  process.env[STATE] = `npm install @waline/vercel@${WALINE_VERSION} in ${home} failed (exit ${out.code}): ${out.log.trim().split('\n').slice(-5).join(' | ')}`
}

/** Whether the comments test can run; when not, says why once (the test is skipped). */
export function walineReady(): boolean {
  const state = process.env[STATE] ?? (installed() ? 'ready' : `not installed in ${walineHome()} (the e2e setup installs it)`)
  if (state === 'ready') return true
  console.warn(`[e2e] skipping the Waline comments round trip: the comment server is not available — ${state}`)
  return false
}

export interface RunningWaline {
  url: string
  logs: () => string
  stop: () => Promise<void>
}

export async function startWaline(): Promise<RunningWaline> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-waline-'))
  let out = ''
  const proc = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(__dirname, 'waline-server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      WALINE_HOME: walineHome(),
      WALINE_PORT: String(WALINE_PORT),
      SQLITE_PATH: dir,
      SQLITE_DB: 'waline',
      JWT_TOKEN: 'leafpress-e2e-only',
      SITE_NAME: 'Leafpress e2e',
      // Nothing may leave the machine: no spam check service, no avatar proxy, no IP lookup,
      // and the OAuth broker Waline asks on each request is the stub in waline-server.ts.
      AKISMET_KEY: 'false',
      AVATAR_PROXY: 'false',
      DISABLE_REGION: 'true',
      OAUTH_URL: `${WALINE_URL}/__oauth`,
    },
  })
  proc.stdout!.on('data', (d) => (out += d))
  proc.stderr!.on('data', (d) => (out += d))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`waline exited early:\n${out}`)
    try {
      const r = await fetch(`${WALINE_URL}/api/comment?type=count&url=/`)
      if (r.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`waline did not start:\n${out}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url: WALINE_URL,
    logs: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(dir, { recursive: true, force: true })
          resolve()
        }
        if (proc.exitCode !== null) return done()
        proc.once('exit', done)
        proc.kill('SIGTERM')
        setTimeout(() => proc.kill('SIGKILL'), 5000)
      }),
  }
}
