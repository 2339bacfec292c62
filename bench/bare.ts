// The bare Next.js app (bench/bare-next/): one App Router page with one client island, built
// with the repository's own next and react. It is the floor for JS bytes and a reference for
// requests per second. node_modules there is a symlink to the repository's (made here).
//   node_modules/.bin/tsx bench/bare.ts [--rebuild]     builds it and prints its page weight
import fs from 'node:fs'
import path from 'node:path'
import { BARE_DIR, BARE_DIST, ensureBareBuild } from '../tests/support/weights'
import { hasFlag, main, now, OUT, serve, type Server } from './lib'

export { BARE_DIR, BARE_DIST }

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
  if (!opts.rebuild && fs.existsSync(info)) {
    const r = ensureBareBuild() // rebuilt only if missing or made with another next version
    if (!r.built) return { ...(JSON.parse(fs.readFileSync(info, 'utf8')) as BareBuild), reused: true }
    return save({ distDir: BARE_DIST, absDistDir: abs, ms: r.ms, reused: false, date: now() })
  }
  console.log('building the bare Next.js app …')
  const r = ensureBareBuild({ rebuild: true })
  console.log(`built the bare app in ${(r.ms / 1000).toFixed(1)} s`)
  return save({ distDir: BARE_DIST, absDistDir: abs, ms: r.ms, reused: false, date: now() })
}

function save(b: BareBuild): BareBuild {
  fs.mkdirSync(OUT, { recursive: true })
  fs.writeFileSync(path.join(b.absDistDir, 'bench-build.json'), JSON.stringify(b, null, 2))
  return b
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
    const w = await measurePage(s.url, '/', { floor: frameworkFloor(b.absDistDir, { bareDistDir: b.absDistDir }) })
    for (const a of w.js) console.log(`${a.framework ? 'framework' : 'own      '} ${a.nomodule ? '(nomodule) ' : ''}${a.path} ${kb(a.gzip)} KB gz`)
    console.log(`bare page: JS ${kb(w.totals.js.gzip)} KB gz (framework floor ${kb(w.totals.jsFramework.gzip)}, island ${kb(w.totals.jsOwn.gzip)}), HTML ${kb(w.html.gzip)} KB gz`)
  })
}
