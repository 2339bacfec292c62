// The server the export reads from: the site built with LEAFPRESS_EXPORT=1 into its own build
// folder (built again only when its sources changed: by content, see sourcesDigest), served on 127.0.0.1
// and a free port with the configured source, and always stopped by the export.
import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { BUILD_SOURCES, buildingLine, formatDuration, readLastBuildMs, runBuild, writeLastBuildMs } from '../../scripts/build-progress.mjs'
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs'
import { dropBuildPages } from '@/lib/config/build-source'
import { EXPORT_FLAG } from './mode'
import { EXPORT_TOKEN_ENV } from './token'

/** The export's build folder, apart from `npm start`'s `.next`: the flag changes what pages render. */
export const EXPORT_DIST_DIR = '.next-export'

export interface ExportServer {
  url: string
  token: string
  /** what the server printed (for a failure's message) */
  logs: () => string
  stop: () => Promise<void>
}

/** A port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** Beside the export's build: the digest of the sources it was made from. */
const SOURCES_FILE = 'leafpress-export-sources'

/**
 * A digest of every file the build is made from (the files `npm start` watches, and the locked
 * dependencies). By content, not by time as `npm start` decides: a fresh checkout (a CI run with
 * the last run's build restored) has new times on unchanged files, and a build made again for
 * nothing has a new build id in every page, so every file of out/ would be written again.
 */
export function sourcesDigest(root: string): string {
  const hash = crypto.createHash('sha256')
  const add = (rel: string) => {
    const full = path.join(root, rel)
    let st: fs.Stats
    try {
      st = fs.statSync(full)
    } catch {
      return
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.join(rel, name))
      return
    }
    hash.update(`${rel}\0`).update(fs.readFileSync(full)).update('\0')
  }
  for (const rel of [...BUILD_SOURCES, 'package-lock.json']) add(rel)
  return hash.digest('hex')
}

/** Builds into the export's folder when there is no build of the current sources; says so. */
export async function ensureExportBuild(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<'built' | 'reused'> {
  const distDir = path.join(root, EXPORT_DIST_DIR)
  const digest = sourcesDigest(root)
  const built = fs.existsSync(path.join(distDir, 'BUILD_ID'))
  if (built && readText(path.join(distDir, SOURCES_FILE)) === digest) return 'reused'
  log(buildingLine({ firstBuild: !built, lastMs: readLastBuildMs(distDir) }))
  const b = await runBuild({ command: path.join(root, 'node_modules/.bin/next'), args: ['build'], cwd: root, env: exportEnv(env, '') })
  if (b.status !== 0) throw new Error(`next build failed (exit ${b.status}): see its output above`)
  writeLastBuildMs(distDir, b.ms)
  fs.writeFileSync(path.join(distDir, SOURCES_FILE), digest)
  log(`Built in ${formatDuration(b.ms)}.`)
  return 'built'
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/**
 * Page bodies the export server holds (LEAFPRESS_PAGE_CACHE_MB) unless set: every body is read by
 * its article and again by each of the three feeds of its language, and a server that lives for
 * one export can hold them all (~25 KB each: 3,000 posts in ~75 MB) rather than ask the source
 * for each one four times.
 */
const EXPORT_PAGE_CACHE_MB = '1024'

function exportEnv(env: NodeJS.ProcessEnv, token: string): NodeJS.ProcessEnv {
  return {
    LEAFPRESS_PAGE_CACHE_MB: EXPORT_PAGE_CACHE_MB,
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: EXPORT_DIST_DIR,
    [EXPORT_FLAG]: '1',
    [EXPORT_TOKEN_ENV]: token,
  }
}

/**
 * Starts the export server. The pages an earlier export's server rendered are dropped first: a
 * page is then rendered from the data of this export when it is asked for, never answered from
 * a cache of the last one.
 */
export async function startExportServer(root: string, env: NodeJS.ProcessEnv): Promise<ExportServer> {
  dropBuildPages(path.join(root, EXPORT_DIST_DIR))
  const port = await freePort()
  const token = crypto.randomBytes(32).toString('hex')
  let out = ''
  const proc: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...exportEnv(env, token), HOSTNAME: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // the last 64 KB of what it printed, for a failure's message (an export of thousands of pages
  // must not keep every line)
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-65_536))
  proc.stdout!.on('data', keep)
  proc.stderr!.on('data', keep)
  // never left running: not when the export fails, not when it is interrupted
  const kill = () => proc.exitCode === null && proc.kill('SIGKILL')
  process.once('exit', kill)
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', kill)
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve()
      proc.once('exit', () => resolve())
      proc.kill('SIGTERM')
      setTimeout(kill, 5000).unref()
    })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the export server stopped before it served:\n${out}`)
    try {
      if ((await fetch(`${url}/robots.txt`)).status < 500) break
    } catch {}
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the export server did not answer within 2 minutes:\n${out}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { url, token, logs: () => out, stop }
}
