// Each theme's route folder (app/<theme>/[lang]/) is generated from the registry: a stale
// folder would serve an alias, or miss a theme, without anyone noticing.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeFiles, staleRouteFiles, WINDOW_SECONDS } from '@/scripts/theme-routes'
import { REAL_THEMES, THEME_FOLDERS, THEME_NAMES } from '@/themes'

describe('theme route folders', () => {
  it('are up to date with themes/index.ts (npm run themes:routes)', () => {
    expect(staleRouteFiles()).toEqual([])
  })

  it('serve every theme name from its own folder: no name is an alias of another theme', () => {
    expect(THEME_NAMES.filter((name) => THEME_FOLDERS[name] !== name)).toEqual([])
    expect([...REAL_THEMES]).toEqual([...THEME_NAMES])
  })

  it('import only their own theme folder and its stylesheet', () => {
    const files = routeFiles()
    for (const name of THEME_NAMES) {
      const folder = THEME_FOLDERS[name]
      const mine = Object.entries(files).filter(([f]) => f.startsWith(`app/${name}/`))
      expect(mine.map(([f]) => f.slice(`app/${name}/[lang]/`.length)).sort()).toEqual(['[[...path]]/page.tsx', 'layout.tsx', 'preview/[id]/page.tsx', 'search/[[...path]]/page.tsx', 'unlocked/[...path]/page.tsx'])
      for (const [, text] of mine) {
        const themes = [...text.matchAll(/@\/themes\/([\w-]+)/g)].map((m) => m[1])
        expect(new Set(themes)).toEqual(new Set([folder]))
      }
    }
  })

  it('say one time window: every segment config literal in app/ is WINDOW_SECONDS', () => {
    const literals: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else if (/\.tsx?$/.test(e.name)) for (const m of fs.readFileSync(p, 'utf8').matchAll(/export const revalidate = (\S+)/g)) literals.push(`${p}: ${m[1]}`)
      }
    }
    walk(path.resolve(__dirname, '../../app'))
    expect(literals.length).toBeGreaterThan(THEME_NAMES.length)
    expect(literals.filter((l) => !l.endsWith(`: ${WINDOW_SECONDS}`))).toEqual([])
  })
})
