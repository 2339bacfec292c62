// Starts the loopback Waline server (waline-server.ts) in its own process for the comments e2e
// test, on a fixed port: the feature site is built with this URL in its settings, so the port
// must be the same on every run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './server'

export const WALINE_PORT = 18360
export const WALINE_URL = `http://127.0.0.1:${WALINE_PORT}`

/** The packages the round trip needs (dev dependencies, not shipped with the site). */
export function walineInstalled(): boolean {
  const req = createRequire(path.join(ROOT, 'package.json'))
  try {
    req.resolve('@waline/vercel')
    req.resolve('@waline/client/waline.css')
    return true
  } catch {
    return false
  }
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
