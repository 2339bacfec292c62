// Starts the built production server (`next start`) on 127.0.0.1 and a free port, with any
// extra environment (another snapshot, a Notion source, a sub path…). Used by the e2e setup,
// by tests that need a differently configured server, and by the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs'

export const ROOT = path.resolve(__dirname, '../..')

export interface RunningServer {
  url: string
  port: number
  proc: ChildProcess
  logs: () => string
  stop: () => Promise<void>
}

// one way to find a free port, shared with the export (lib/export/server.ts)
export { freePort } from '@/lib/export/server'
import { freePort } from '@/lib/export/server'

/**
 * Runs `next build` into distDir unless a build is already there (LEAFPRESS_REBUILD=1 forces
 * it). Asynchronous on purpose: a test may serve the build's data itself (a local Notion
 * server in this process), which a blocking spawn would starve.
 */
export async function ensureBuild(env: Record<string, string> = {}, distDir = '.next') {
  const marker = path.join(ROOT, distDir, 'BUILD_ID')
  // LEAFPRESS_REBUILD (npm test) rebuilds each dist dir once per run, not once per test file
  // that asks: the e2e setup names the run (LEAFPRESS_TEST_RUN), each build made in it says so.
  const run = process.env.LEAFPRESS_TEST_RUN
  const runFile = path.join(ROOT, distDir, RUN_FILE)
  const builtThisRun = !!run && fs.existsSync(runFile) && fs.readFileSync(runFile, 'utf8') === run
  if (fs.existsSync(marker) && (!process.env.LEAFPRESS_REBUILD || builtThisRun)) return
  const output: Buffer[] = []
  const status = await new Promise<number | null>((resolve) => {
    const p = spawn(path.join(ROOT, 'node_modules/.bin/next'), ['build'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...env },
    })
    // shown as it comes, and kept beside the build for tests/e2e/build-output.test.ts
    p.stdout.on('data', (b: Buffer) => (output.push(b), process.stdout.write(b)))
    p.stderr.on('data', (b: Buffer) => (output.push(b), process.stderr.write(b)))
    p.on('exit', resolve)
  })
  if (status !== 0) throw new Error(`next build failed (${distDir})`)
  fs.writeFileSync(path.join(ROOT, distDir, BUILD_LOG), Buffer.concat(output))
  if (run) fs.writeFileSync(runFile, run)
}

/** Beside a build: the test run that made it (ensureBuild). */
const RUN_FILE = 'leafpress-test-run'

/** The output of the last `next build` of a dist dir, written by ensureBuild. */
export const BUILD_LOG = 'build-output.log'

/**
 * Copies a build to another dist dir, as it was built: without Turbopack's cache and without
 * the pages the server rendered since (server/route-cache). A second server with other settings
 * then shares nothing on disk with the first, so neither serves a page the other rendered.
 */
export function copyBuild(from: string, to: string): string {
  const src = path.join(ROOT, from)
  const skip = [path.join(src, 'cache'), path.join(src, 'server', 'route-cache')]
  fs.rmSync(path.join(ROOT, to), { recursive: true, force: true })
  fs.cpSync(src, path.join(ROOT, to), { recursive: true, verbatimSymlinks: true, filter: (f) => !skip.some((s) => f === s || f.startsWith(s + path.sep)) })
  return to
}

export async function startServer(opts: { env?: Record<string, string>; distDir?: string; build?: boolean } = {}): Promise<RunningServer> {
  const distDir = opts.distDir ?? '.next'
  const env = opts.env ?? {}
  if (opts.build !== false) await ensureBuild(env, distDir)
  const port = await freePort()
  let out = ''
  const proc = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, HOSTNAME: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  proc.stdout!.on('data', (d) => (out += d))
  proc.stderr!.on('data', (d) => (out += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${out}`)
    try {
      const r = await fetch(`${url}/robots.txt`)
      if (r.status < 500) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    port,
    proc,
    logs: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve()
        proc.once('exit', () => resolve())
        proc.kill('SIGTERM')
        setTimeout(() => proc.kill('SIGKILL'), 5000)
      }),
  }
}
