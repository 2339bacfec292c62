// Function instances of a Build Output API folder, each in a process of its own that sees what a
// deployed function sees: its own folder (read-only), a /tmp of its own, no system fonts and not
// the repository.
//
// `vercel build` writes each function as `functions/<path>.func/` holding the launcher and
// `.vc-config.json`, whose `filePathMap` names every other file of the function (traced by Next:
// `.next/server/…`, `node_modules/…`, data files) by its place in the repository; a deployment
// uploads exactly those. `materialize` does the same into a folder per function, so a file Next
// did not trace is missing here as it is on Vercel. Paths of the same function (grouped routes:
// symlinked `.func` folders) share one function.
//
// `Instances` keeps the warm instances of each function, starts one on the first request, and a
// new one (a cold start) whenever a request asks for it.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

const HOST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'function-host.cjs')

/** Copies (hard links when it can) `src` to `dest`. */
function place(src, dest) {
  fs.mkdirSync(path.dirname(dest), { recursive: true })
  const st = fs.lstatSync(src)
  if (st.isSymbolicLink()) return fs.symlinkSync(fs.readlinkSync(src), dest)
  if (st.isDirectory()) return fs.cpSync(src, dest, { recursive: true })
  try {
    fs.linkSync(src, dest)
  } catch {
    fs.copyFileSync(src, dest)
  }
}

/**
 * Every function of `output` (a `.vercel/output` folder) as a folder of its own under `into`,
 * with the files its `.vc-config.json` maps from `projectRoot`. Returns
 * Map<function path (e.g. `/api/heal`), { dir, config }> including the symlinked paths, which
 * point at the same entry.
 */
export function materialize(output, projectRoot, into) {
  const functionsDir = path.join(output, 'functions')
  const byReal = new Map()
  const byPath = new Map()
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.name.endsWith('.func')) {
        const real = fs.realpathSync(full)
        let fn = byReal.get(real)
        if (!fn) {
          const config = JSON.parse(fs.readFileSync(path.join(real, '.vc-config.json'), 'utf8'))
          const dest = path.join(into, `f${byReal.size}`)
          fs.cpSync(real, dest, { recursive: true, verbatimSymlinks: true })
          for (const [inFunction, inProject] of Object.entries(config.filePathMap ?? {})) {
            const target = path.join(dest, inFunction)
            if (!fs.existsSync(target)) place(path.resolve(projectRoot, inProject), target)
          }
          fn = { dir: dest, config, name: path.relative(functionsDir, real).replace(/\.func$/, '') }
          byReal.set(real, fn)
        }
        byPath.set('/' + path.relative(functionsDir, full).replace(/\.func$/, '').split(path.sep).join('/'), fn)
      } else if (entry.isDirectory()) walk(full)
    }
  }
  walk(functionsDir)
  return byPath
}

/** True when this machine can run a function in a mount namespace of its own (root, unshare). */
export function canSandbox() {
  const r = spawnSync('unshare', ['-m', '--propagation', 'private', 'true'], { stdio: 'ignore' })
  return r.status === 0
}

const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts', '/root/.fonts', '/root/.local/share/fonts']

/**
 * The shell run in a new mount namespace before the function starts: the function folder and the
 * host script bound read-only under /mnt, fonts and the repository hidden, a fresh /tmp, the
 * rest of the file system read-only.
 */
function sandboxScript(hide) {
  const home = process.env.HOME
  const fonts = [...FONT_DIRS, ...(home ? [`${home}/.fonts`, `${home}/.local/share/fonts`] : [])]
  return [
    'set -e',
    'mount -t tmpfs none /mnt',
    'mkdir /mnt/task /mnt/host',
    'mount --bind "$1" /mnt/task && mount -o remount,bind,ro /mnt/task',
    'mount --bind "$2" /mnt/host && mount -o remount,bind,ro /mnt/host',
    ...[...new Set(fonts)].map((d) => `if [ -d '${d}' ]; then mount -t tmpfs -o ro none '${d}'; fi`),
    ...hide.map((d) => `if [ -d '${d}' ]; then mount -t tmpfs -o ro none '${d}'; fi`),
    'mount -t tmpfs -o size=512m none /tmp',
    'mount -o remount,bind,ro /',
    'cd /mnt/task',
    'exec node /mnt/host/function-host.cjs /mnt/task',
  ].join('\n')
}

export class Instances {
  /**
   * @param {Map<string, {dir: string, config: object, name: string}>} functions from materialize
   * @param {{ env: Record<string,string>, sandbox: boolean, hide: string[], hostDir: string, log?: (s: string) => void }} opts
   */
  constructor(functions, opts) {
    this.functions = functions
    this.opts = opts
    this.warm = new Map()
    this.all = []
    this.starts = new Map()
    fs.mkdirSync(opts.hostDir, { recursive: true })
    fs.copyFileSync(HOST, path.join(opts.hostDir, 'function-host.cjs'))
  }

  /** A running instance of the function `fn`: the warm one, or a new one when `cold` or none is. */
  async get(fn, cold = false) {
    const warm = this.warm.get(fn)
    if (warm && !cold && !warm.dead) return warm
    const inst = await this.start(fn)
    this.warm.set(fn, inst)
    return inst
  }

  start(fn) {
    const env = { ...this.opts.env, ...(fn.config.environment ?? {}) }
    const child = this.opts.sandbox
      ? spawn('unshare', ['-m', '--propagation', 'private', 'sh', '-c', sandboxScript(this.opts.hide), 'sandbox', fn.dir, this.opts.hostDir], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(process.execPath, [path.join(this.opts.hostDir, 'function-host.cjs'), fn.dir], { env, cwd: fn.dir, stdio: ['ignore', 'pipe', 'pipe'] })
    this.starts.set(fn.name, (this.starts.get(fn.name) ?? 0) + 1)
    const inst = { fn, child, port: 0, dead: false, log: [], started: Date.now() }
    this.all.push(inst)
    const keep = (line) => {
      inst.log.push(line)
      if (inst.log.length > 400) inst.log.shift()
      this.opts.log?.(`[${fn.name}#${this.all.indexOf(inst)}] ${line}`)
    }
    readline.createInterface({ input: child.stderr }).on('line', keep)
    return new Promise((resolve, reject) => {
      const lines = readline.createInterface({ input: child.stdout })
      lines.on('line', (line) => {
        const m = /^READY (\d+)$/.exec(line)
        if (m && !inst.port) {
          inst.port = Number(m[1])
          inst.ready = Date.now()
          resolve(inst)
        } else keep(line)
      })
      child.on('exit', (code, signal) => {
        inst.dead = true
        if (!inst.port) reject(new Error(`function ${fn.name} did not start (exit ${code ?? signal}):\n${inst.log.slice(-30).join('\n')}`))
      })
    })
  }

  async stopAll() {
    await Promise.all(
      this.all.map(
        (inst) =>
          new Promise((resolve) => {
            if (inst.dead) return resolve()
            inst.child.once('exit', resolve)
            inst.child.kill('SIGTERM')
            setTimeout(() => inst.child.kill('SIGKILL'), 3000).unref()
          }),
      ),
    )
  }
}
