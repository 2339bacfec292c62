// The bare Next.js app (bench/bare-next/): one App Router page with one client island, built
// with the repository's own next and react. It is the floor for JS bytes and a reference for
// requests per second. node_modules there is a symlink to the repository's (made here).
//   node_modules/.bin/tsx bench/bare.ts [--rebuild]     builds it and prints its page weight
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { hasFlag, main, now, ROOT, OUT, serve, type Server } from './lib'

export const BARE_DIR = path.join(ROOT, 'bench', 'bare-next')
export const BARE_DIST = '.next-bench-bare'

export interface BareBuild {
  distDir: string
  /** absolute dist dir, for frameworkFloor() */
  absDistDir: string
  ms: number
  reused: boolean
  date: string
}

export function buildBare(opts: { rebuild?: boolean } = {}): BareBuild {
  const abs = path.join(BARE_DIR, BARE_DIST)
  const info = path.join(abs, 'bench-build.json')
  if (!opts.rebuild && fs.existsSync(path.join(abs, 'BUILD_ID')) && fs.existsSync(info)) {
    return { ...(JSON.parse(fs.readFileSync(info, 'utf8')) as BareBuild), reused: true }
  }
  const link = path.join(BARE_DIR, 'node_modules')
  if (!fs.existsSync(link)) fs.symlinkSync(path.relative(BARE_DIR, path.join(ROOT, 'node_modules')), link, 'dir')
  fs.rmSync(abs, { recursive: true, force: true })
  console.log('building the bare Next.js app …')
  const t0 = performance.now()
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/next'), ['build'], {
    cwd: BARE_DIR,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: BARE_DIST },
  })
  const ms = performance.now() - t0
  fs.mkdirSync(OUT, { recursive: true })
  fs.writeFileSync(path.join(OUT, 'build-bare.log'), `${r.stdout}\n${r.stderr}`)
  if (r.status !== 0) throw new Error(`bare next build failed (bench/out/build-bare.log)\n${r.stdout}\n${r.stderr}`)
  const out: BareBuild = { distDir: BARE_DIST, absDistDir: abs, ms, reused: false, date: now() }
  fs.writeFileSync(info, JSON.stringify(out, null, 2))
  console.log(`built the bare app in ${(ms / 1000).toFixed(1)} s`)
  return out
}

export function serveBare(): Promise<Server> {
  buildBare()
  return serve({ distDir: BARE_DIST, cwd: BARE_DIR })
}

if (require.main === module) {
  main(async () => {
    const b = buildBare({ rebuild: hasFlag('rebuild') })
    const { frameworkFloor, measurePage, kb } = await import('../tests/support/weights')
    const s = await serveBare()
    const w = await measurePage(s.url, '/', { floor: frameworkFloor(b.absDistDir) })
    for (const a of w.js) console.log(`${a.framework ? 'framework' : 'own      '} ${a.nomodule ? '(nomodule) ' : ''}${a.path} ${kb(a.gzip)} KB gz`)
    console.log(`bare page: JS ${kb(w.totals.js.gzip)} KB gz (framework floor ${kb(w.totals.jsFramework.gzip)}, island ${kb(w.totals.jsOwn.gzip)}), HTML ${kb(w.html.gzip)} KB gz`)
  })
}
