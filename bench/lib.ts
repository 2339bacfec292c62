// Shared plumbing of the benchmarks: arguments, machine description, workspaces of N posts,
// builds into our own dist dirs (timed), the production server (spawned, timed to its first
// 200, its RSS sampled), tables and the sections of bench/RESULTS.md.
import { spawn, spawnSync, execSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SERVER_NODE_ARGS } from '../scripts/server-node-args.mjs'
import { freePort } from '../tests/support/server'

export const ROOT = path.resolve(__dirname, '..')
export const OUT = path.join(ROOT, 'bench', 'out')
export const RESULTS = path.join(ROOT, 'bench', 'RESULTS.md')
export const SEED = 'bench'
/** N = 30 stands for the embedded sample workspace (content/sample). */
export const SAMPLE_N = 30

// ── arguments ───────────────────────────────────────────────────────────────────────────

export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  if (i >= 0) return process.argv[i + 1]
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`))
  return eq?.slice(name.length + 3)
}
export const hasFlag = (name: string) => process.argv.includes(`--${name}`)
export function postsArg(fallback: number[]): number[] {
  const v = argValue('posts')
  return v ? v.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0) : fallback
}

/** `--themes simple,nobelium` (or `--themes all`: every theme with its own folder), else null. */
export async function themesArg(): Promise<string[] | null> {
  const v = argValue('themes')
  if (!v) return null
  const { REAL_THEMES } = await import('../themes/index')
  if (v === 'all') return [...REAL_THEMES]
  const list = v.split(',').map((x) => x.trim()).filter(Boolean)
  const unknown = list.filter((t) => !(REAL_THEMES as readonly string[]).includes(t))
  if (unknown.length) throw new Error(`--themes: no theme folder for ${unknown.join(', ')} (themes: ${REAL_THEMES.join(', ')})`)
  return list
}

/** A path with `?theme=` (or `&theme=`) added, for one theme's variant. */
export const withTheme = (p: string, theme: string | null) => (theme ? `${p}${p.includes('?') ? '&' : '?'}theme=${theme}` : p)

// ── machine ─────────────────────────────────────────────────────────────────────────────

const sh = (cmd: string) => {
  try {
    return execSync(cmd, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return '?'
  }
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? '?'
  const mem = sh('free -h | sed -n 2p').replace(/\s+/g, ' ')
  const head = sh('git rev-parse --short HEAD')
  const dirty = sh('git status --porcelain | wc -l')
  const load = os.loadavg().map((x) => x.toFixed(2)).join(' ')
  return [
    `nproc ${sh('nproc')} (${cpu}); free -h: \`${mem}\`; node ${process.version}; ${os.type()} ${os.release()}`,
    `next ${pkgVersion('next')}, react ${pkgVersion('react')}; git ${head}${dirty !== '0' ? ` + ${dirty} uncommitted files (work tree shared with other engineers)` : ''}; load average at start ${load}`,
  ].join('  \n')
}

export function pkgVersion(name: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version
  } catch {
    return '?'
  }
}

export const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z')

// ── RESULTS.md sections ─────────────────────────────────────────────────────────────────

const ORDER = ['summary', 'build', 'weights', 'server', 'profile', 'profile-cold', 'lighthouse', 'lighthouse-themes', 'theme-html', 'widgets', 'contrast', 'contrast-themes']

/**
 * Writes (or replaces) the section `name` of bench/RESULTS.md, between markers, with the
 * command, date and machine. Other sections are kept as they are.
 */
export function writeSection(name: string, title: string, body: string, command = commandLine()) {
  const start = `<!-- bench:${name}:start -->`
  const end = `<!-- bench:${name}:end -->`
  const block = [start, `## ${title}`, '', `Command: \`${command}\`  `, `Date: ${now()}  `, `Machine: ${machine()}`, '', body.trim(), end].join('\n')
  let text = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : RESULTS_HEADER
  const re = new RegExp(`${escapeRe(start)}[\\s\\S]*?${escapeRe(end)}`)
  if (re.test(text)) text = text.replace(re, () => block)
  else {
    // keep the sections in a stable order
    const mine = ORDER.indexOf(name)
    const later = ORDER.slice(mine + 1).map((n) => text.indexOf(`<!-- bench:${n}:start -->`)).filter((i) => i >= 0)
    const at = mine >= 0 && later.length ? Math.min(...later) : -1
    text = at >= 0 ? `${text.slice(0, at)}${block}\n\n${text.slice(at)}` : `${text.trimEnd()}\n\n${block}\n`
  }
  fs.writeFileSync(RESULTS, text)
  console.log(`\n→ bench/RESULTS.md, section "${title}" updated`)
}

const RESULTS_HEADER = `# Leafpress benchmark results

Every section is written by a script in \`bench/\` (rerun it to refresh that section only;
\`npm run bench:all\` refreshes all). Each records the command, the date and the machine.
The machine is shared with other engineers working in parallel: absolute timings move with
their load, so compare ratios measured within one run (one section) rather than across runs.
`

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const commandLine = () => {
  const script = path.relative(ROOT, process.argv[1] ?? '')
  return `node_modules/.bin/tsx ${script} ${process.argv.slice(2).join(' ')}`.trim()
}

// ── tables ──────────────────────────────────────────────────────────────────────────────

export function table(head: string[], rows: Array<Array<string | number>>): string {
  const cells = rows.map((r) => r.map(String))
  return [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`, ...cells.map((r) => `| ${r.join(' | ')} |`)].join('\n')
}

export function printTable(title: string, md: string) {
  console.log(`\n${title}\n${md}`)
}

export const fmtKB = (n: number) => (n / 1024).toFixed(1)
export const fmtMs = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n).toString())
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN
}
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN
}
export const mark = (ok: boolean) => (ok ? 'met' : '**missed**')

// ── workspaces ──────────────────────────────────────────────────────────────────────────

export interface Workspace {
  posts: number
  label: string
  /** LEAFPRESS_SNAPSHOT_DIR, or undefined for the embedded sample */
  dir?: string
  /** pages measured on this workspace */
  paths: { home: string; list: string; article: string; kitchenSink: string; archive: string; search: string; notFound: string }
  /** distinct article paths, for cold renders */
  articles: () => string[]
}

export async function workspace(posts: number): Promise<Workspace> {
  if (posts === SAMPLE_N) {
    return {
      posts,
      label: 'sample (N=37)',
      paths: { home: '/', list: '/page/2', article: '/article/fiber-daily-guide', kitchenSink: '/article/kitchen-sink', archive: '/archive', search: '/search', notFound: '/no-such-page-here' },
      articles: () => sampleArticles(),
    }
  }
  const dir = path.join(OUT, `workspace-${posts}`)
  if (!fs.existsSync(path.join(dir, 'snapshot.json'))) {
    const t0 = performance.now()
    const { generateWorkspace } = await import('../scripts/gen-workspace')
    fs.rmSync(dir, { recursive: true, force: true })
    await generateWorkspace({ posts, seed: SEED }, dir)
    console.log(`generated ${posts} posts (seed ${SEED}) → ${path.relative(ROOT, dir)} in ${Math.round(performance.now() - t0)} ms`)
  }
  return {
    posts,
    label: `N=${posts}`,
    dir,
    // post-1 carries the kitchen-sink body; post-2 is an ordinary post (gen-workspace.ts)
    paths: { home: '/', list: '/page/2', article: '/article/post-2', kitchenSink: '/article/post-1', archive: '/archive', search: '/search', notFound: '/no-such-page-here' },
    articles: () => syntheticArticles(posts),
  }
}

function syntheticArticles(posts: number): string[] {
  const out: string[] = []
  // not locked (every 37th), not a draft (every 97th): see scripts/gen-workspace.ts
  for (let i = 0; i < posts; i++) if (i % 37 !== 36 && i % 97 !== 96) out.push(`/article/post-${i + 1}`)
  return out
}

function sampleArticles(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sampleSite } = require('../tests/support/sample') as typeof import('../tests/support/sample')
  return sampleSite().posts.filter((p) => !p.locked).map((p) => p.href)
}

export const snapshotEnv = (ws: Workspace): Record<string, string> => (ws.dir ? { LEAFPRESS_SNAPSHOT_DIR: ws.dir } : {})

// ── builds ──────────────────────────────────────────────────────────────────────────────

export interface BuildInfo {
  posts: number
  distDir: string
  /** wall time of `next build` */
  ms: number
  /** phases as Next prints them (compile, TypeScript, static pages), in seconds */
  phases: Record<string, number>
  staticPages: number
  date: string
  /** git HEAD (+ uncommitted files) of the sources built */
  git?: string
  reused: boolean
}

/** "built <date> from git <head> (+ n uncommitted files)", for the sections' notes. */
export const builtFrom = (b: { date: string; git?: string }) => `built ${b.date} from ${b.git ?? 'git ?'}`

export function gitState(): string {
  const dirty = sh('git status --porcelain | wc -l')
  return `git ${sh('git rev-parse --short HEAD')}${dirty !== '0' ? ` + ${dirty} uncommitted files` : ''}`
}

export const distDirFor = (posts: number) => `.next-bench-${posts}`

/**
 * Builds the site for a workspace into `.next-bench-<N>` (clean: the dist dir, and so
 * Turbopack's cache in it, is removed first), unless a build of the same sources (git HEAD and
 * uncommitted files) is there and `rebuild` is false.
 */
export function build(ws: Workspace, opts: { rebuild?: boolean; distDir?: string } = {}): BuildInfo {
  const distDir = opts.distDir ?? distDirFor(ws.posts)
  const infoFile = path.join(ROOT, distDir, 'bench-build.json')
  if (!opts.rebuild && fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID')) && fs.existsSync(infoFile)) {
    const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as BuildInfo
    // reused only when made from the sources checked out now (a stale build measures old code)
    if (info.git === gitState()) return { ...info, reused: true }
    console.log(`${distDir} was built from ${info.git}, the tree is ${gitState()}: rebuilding`)
  }
  fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true })
  console.log(`building ${ws.label} into ${distDir} …`)
  const tsconfig = fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')
  const git = gitState()
  const t0 = performance.now()
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/next'), ['build'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...snapshotEnv(ws) },
  })
  const ms = performance.now() - t0
  restoreTsconfig(tsconfig)
  const log = `${r.stdout}\n${r.stderr}`
  fs.mkdirSync(OUT, { recursive: true })
  fs.writeFileSync(path.join(OUT, `build-${ws.posts}.log`), log)
  if (r.status !== 0) throw new Error(`next build failed for ${ws.label} (log: bench/out/build-${ws.posts}.log)\n${log.slice(-3000)}`)
  const num = (re: RegExp) => {
    const m = re.exec(log)
    return m ? Number(m[1]) * ({ ms: 0.001, s: 1, min: 60 }[m[2]] ?? NaN) : NaN
  }
  const phases = {
    compile: num(/Compiled successfully in ([\d.]+)(ms|s|min)/),
    typescript: num(/Finished TypeScript in ([\d.]+)(ms|s|min)/),
    staticPages: num(/Generating static pages[^\n]*\) in ([\d.]+)(ms|s|min)/),
  }
  const staticPages = Number(/Generating static pages using \d+ workers? \(\d+\/(\d+)\)/.exec(log)?.[1] ?? NaN)
  const info: BuildInfo = { posts: ws.posts, distDir, ms, phases, staticPages, date: now(), git, reused: false }
  fs.writeFileSync(infoFile, JSON.stringify(info, null, 2))
  console.log(`built ${ws.label} in ${(ms / 1000).toFixed(1)} s`)
  return info
}

/**
 * `next build` adds `<distDir>/types/**` to tsconfig.json's include for every dist dir it
 * builds into; our bench dist dirs must not leak into the repository's tsconfig.json. Only the
 * lines naming `.next-bench-*` are taken out again (other edits to the file are kept).
 */
function restoreTsconfig(before: string) {
  const file = path.join(ROOT, 'tsconfig.json')
  const after = fs.readFileSync(file, 'utf8')
  if (after === before) return
  const cleaned = after
    .split('\n')
    .filter((l) => !/\.next-bench-/.test(l))
    .join('\n')
    .replace(/,(\s*\])/g, '$1')
  fs.writeFileSync(file, cleaned)
}

// ── the server ──────────────────────────────────────────────────────────────────────────

export interface Server {
  url: string
  pid: number
  proc: ChildProcess
  /** ms from spawn to the first 200 on `firstPath` */
  startupMs: number
  /** how long that first successful request itself took (the cold first request) */
  firstRequestMs: number
  logs: () => string
  stop: () => Promise<void>
}

/**
 * Starts `scripts/serve.mjs` (never `next start -H`, which breaks the proxy's rewrites) on
 * 127.0.0.1 and a free port, and times it to the first 200 of `firstPath`.
 */
export async function serve(opts: { distDir: string; env?: Record<string, string>; cwd?: string; firstPath?: string; nodeArgs?: string[] }): Promise<Server> {
  const port = await freePort()
  let out = ''
  const t0 = performance.now()
  // the node options as shipped (scripts/server-node-args.mjs); a variant's own come after and win
  const proc = spawn(process.execPath, [...SERVER_NODE_ARGS, ...(opts.nodeArgs ?? []), path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', NEXT_DIST_DIR: opts.distDir, HOSTNAME: '127.0.0.1', PORT: String(port), ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  proc.stdout!.on('data', (d) => (out += d))
  proc.stderr!.on('data', (d) => (out += d))
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve()
      const t = setTimeout(() => proc.kill('SIGKILL'), 5000)
      proc.once('exit', () => (clearTimeout(t), resolve()))
      proc.kill('SIGTERM')
    })
  running.add(stop)
  const deadline = Date.now() + 120_000
  let firstRequestMs = NaN
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${out}`)
    try {
      const t1 = performance.now()
      const r = await fetch(url + (opts.firstPath ?? '/'), { headers: { 'accept-language': 'zh-CN' } })
      await r.arrayBuffer()
      firstRequestMs = performance.now() - t1
      if (r.status === 200) break
    } catch {}
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`server did not answer 200 within 120 s:\n${out}`)
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  const startupMs = performance.now() - t0
  return {
    url,
    pid: proc.pid!,
    proc,
    startupMs,
    firstRequestMs,
    logs: () => out,
    stop: async () => {
      running.delete(stop)
      await stop()
    },
  }
}

const running = new Set<() => Promise<void>>()
/** Stops every server this process started (also on Ctrl-C and on errors). */
export async function stopAll() {
  await Promise.all([...running].map((s) => s()))
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void stopAll().finally(() => process.exit(130))
  })
}

/** Runs a bench's main and always stops its servers. */
export function main(fn: () => Promise<void>) {
  fn().then(
    async () => {
      await stopAll()
      process.exit() // with process.exitCode, which a check sets when it fails
    },
    async (err) => {
      console.error(err)
      await stopAll()
      process.exit(1)
    },
  )
}

// ── memory ──────────────────────────────────────────────────────────────────────────────

function descendants(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = children.get(ppid) ?? []
      list.push(Number(d))
      children.set(ppid, list)
    } catch {}
  }
  const out: number[] = []
  const stack = [pid]
  while (stack.length) {
    const p = stack.pop()!
    out.push(p)
    stack.push(...(children.get(p) ?? []))
  }
  return out
}

const CLK_TCK = Number(sh('getconf CLK_TCK')) || 100

/**
 * CPU time (user + system, ms) used so far by a process and its descendants. Unlike requests
 * per second, CPU time per request hardly depends on what else the machine is running.
 */
export function cpuTree(pid: number): number {
  let ticks = 0
  for (const p of descendants(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(f[11]) + Number(f[12]) // utime, stime (fields 14 and 15)
    } catch {}
  }
  return (ticks * 1000) / CLK_TCK
}

/** RSS in bytes of a process and all its descendants (Linux /proc). */
export function rssTree(pid: number): number {
  let total = 0
  for (const p of descendants(pid)) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))
      if (m) total += Number(m[1]) * 1024
    } catch {}
  }
  return total
}

/** Samples rssTree(pid) every `everyMs` until stopped; returns max and mean. */
export function sampleRss(pid: number, everyMs = 200) {
  const xs: number[] = []
  const t = setInterval(() => xs.push(rssTree(pid)), everyMs)
  xs.push(rssTree(pid))
  return () => {
    clearInterval(t)
    xs.push(rssTree(pid))
    return { max: Math.max(...xs), mean: xs.reduce((a, b) => a + b, 0) / xs.length }
  }
}

export const MB = (b: number) => (b / 1024 / 1024).toFixed(0)

export function writeJson(name: string, data: unknown) {
  fs.mkdirSync(OUT, { recursive: true })
  fs.writeFileSync(path.join(OUT, name), JSON.stringify(data, (_, v) => (v instanceof Set ? [...v] : v), 2))
}
