// Private parts of Next the code relies on (scripts/check-next-internals.mjs, issue #40): the
// installed Next passes; a Next where one moved is named with what moved and our file that
// depends on it. Fake Nexts are module roots under the temp folder (the checker resolves `next`
// from the root it is given).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { tagsExpired } from '@/lib/rendered-pages/handler.mjs'
import { CHECKS, checkBuild, checkNextInternals, formatProblems, isNextLinkRegex, REPO, TAG_RULE_CASES } from '../../scripts/check-next-internals.mjs'

const temps: string[] = []
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true })
})

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  temps.push(dir)
  return dir
}

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/** A module root whose node_modules/next holds only `files` (paths inside the package). */
function fakeNext(version: string, files: Record<string, string> = {}): string {
  const root = tempDir('leafpress-fake-next-')
  write(path.join(root, 'node_modules/next/package.json'), JSON.stringify({ name: 'next', version }))
  for (const [rel, text] of Object.entries(files)) write(path.join(root, 'node_modules/next', rel), text)
  return root
}

const TAGS_MODULE = 'dist/server/lib/incremental-cache/tags-manifest.external.js'
const RUNTIME = 'dist/compiled/next-server/app-page-turbo.runtime.prod.js'

describe('private Next internals', () => {
  it('the installed Next has every one, behaving as the code expects', async () => {
    const result = await checkNextInternals()
    expect(result.problems, formatProblems(result)).toEqual([])
    expect(result.checks.map((c) => c.name)).toEqual(CHECKS.map((c) => c.name))
    expect(result.version).toBe(JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules/next/package.json'), 'utf8')).version)
  })

  it('a Next without them: every module named, with the file that uses it, and the command exits 1', async () => {
    const root = fakeNext('16.99.0')
    const result = await checkNextInternals({ root })
    const message = formatProblems(result)
    expect(message).toMatch(/^Next 16\.99\.0: \d+ private parts of Next the code relies on moved or changed:/)
    expect(result.checks.every((c) => !c.ok)).toBe(true)
    for (const line of [
      'next/dist/server/lib/incremental-cache/file-system-cache.js cannot be found (moved or removed) (used by lib/rendered-pages/handler.mjs)',
      'next/dist/server/lib/incremental-cache/index.js cannot be found (moved or removed) (used by lib/rendered-pages/handler.mjs (withLifetime',
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js cannot be found (moved or removed) (used by lib/rendered-pages/handler.mjs)',
      'next/dist/server/app-render/parse-and-validate-flight-router-state.js cannot be found (moved or removed) (used by scripts/router-state.mjs)',
      'next/dist/server/config.js cannot be found (moved or removed) (used by scripts/serve-config.mjs, scripts/serve.mjs)',
      'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js cannot be found (moved or removed) (used by lib/ui/send-once/SendOnce.tsx (IN_RSC_RENDER))',
      'next/dist/client/app-dir/link.react-server.js cannot be found (moved or removed): next/link in the RSC render is no longer a server component that renders app-dir/link.js (used by lib/ui/send-once/collapse.ts (isNextLink))',
    ]) {
      expect(message).toContain(line)
    }

    const cli = spawnSync(process.execPath, [path.join(REPO, 'scripts/check-next-internals.mjs'), '--root', root], { encoding: 'utf8' })
    expect(cli.status).toBe(1)
    expect(cli.stderr).toContain('Next 16.99.0:')
    expect(cli.stderr).toContain('next/dist/server/lib/incremental-cache/file-system-cache.js cannot be found')
  })

  it('a tags manifest without tagsManifest, or deciding otherwise, is named', async () => {
    const missing = await checkNextInternals({
      root: fakeNext('16.5.0', { [TAGS_MODULE]: 'exports.areTagsExpired = () => false\nexports.areTagsStale = () => false\n' }),
    })
    expect(formatProblems(missing)).toContain(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js no longer exports tagsManifest (used by lib/rendered-pages/handler.mjs)',
    )

    const otherRule = await checkNextInternals({
      root: fakeNext('16.5.0', {
        // expired only counts when it is after the render and already past; here: never
        [TAGS_MODULE]: `const tagsManifest = new Map()
exports.tagsManifest = tagsManifest
exports.areTagsExpired = () => false
exports.areTagsStale = (tags, t) => tags.some((tag) => (tagsManifest.get(tag)?.stale ?? 0) > t)
`,
      }),
    })
    const message = formatProblems(otherRule)
    expect(message).toContain(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js decides differently: areTagsExpired says false for a tag expired after the render, in the past (used by lib/rendered-pages/handler.mjs (tagsExpired, mergeTagStates))',
    )
    expect(message).not.toContain('areTagsStale says')
  })

  it("an RSC render's React with useState, or without client references, is named with send-once's files", async () => {
    const result = await checkNextInternals({
      root: fakeNext('16.5.0', {
        [RUNTIME]: "const React = { useState() {}, createElement() {} }\nmodule.exports = { vendored: { 'react-rsc': { React }, 'react-ssr': { React } } }\n",
      }),
    })
    const message = formatProblems(result)
    expect(message).toContain(
      "next/dist/compiled/next-server/app-page-turbo.runtime.prod.js has a React with useState in the RSC render (vendored['react-rsc']): SendOnce no longer knows the RSC render, and every page's markup is sent twice (used by lib/ui/send-once/SendOnce.tsx (IN_RSC_RENDER))",
    )
    expect(message).toContain(
      "next/dist/compiled/next-server/app-page-turbo.runtime.prod.js no longer carries ReactServerDOMTurbopackServer's registerClientReference and renderToReadableStream at vendored['react-rsc'] (used by lib/ui/send-once/collapse.ts (isClientReference, Walker.walk), lib/ui/send-once/SendOnce.tsx (a promise of the tree))",
    )
  })

  it("isNextLink's regex is read from collapse.ts; one that misses next/link's module id is named", async () => {
    const regex = isNextLinkRegex(REPO)
    expect(regex).toBeInstanceOf(RegExp)
    expect((regex as RegExp).test('[project]/node_modules/next/dist/client/app-dir/link.js#')).toBe(true)

    const repo = tempDir('leafpress-fake-repo-')
    write(
      path.join(repo, 'lib/ui/send-once/collapse.ts'),
      'const isNextLink = (type: unknown) => isClientReference(type) && /next\\/dist\\/esm\\/client\\/app-dir\\/link/.test(String((type as { $$id?: string }).$$id))\n',
    )
    const result = await checkNextInternals({ repo })
    expect(result.problems.map((p) => p.check)).toEqual(['send-once: next/link found by its module id'])
    expect(formatProblems(result)).toContain(
      "next/dist/client/app-dir/link.js has the module id [project]/node_modules/next/dist/client/app-dir/link.js#, which isNextLink's /next\\/dist\\/esm\\/client\\/app-dir\\/link/ does not match (used by lib/ui/send-once/collapse.ts (isNextLink))",
    )

    write(path.join(repo, 'lib/ui/send-once/collapse.ts'), "const isNextLink = (type: unknown) => String(type).includes('link')\n")
    expect(isNextLinkRegex(repo)).toMatch(/no longer tests next\/link's module id with a regex literal/)
  })

  it("the handler's copy of Next's rule for expired tags decides as Next's does", () => {
    const now = Date.now()
    for (const c of TAG_RULE_CASES) {
      const state = c.state ? Object.fromEntries(Object.entries(c.state).map(([k, v]) => [k, now + v])) : undefined
      const manifest = new Map(state ? [['t', state]] : [])
      expect(tagsExpired(['t'], now + c.rendered, manifest, now), c.name).toBe(c.expired)
    }
  })

  describe('the build', () => {
    function fakeBuild(staticLeafId: string, runtime = 'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'): string {
      const dist = tempDir('leafpress-fake-dist-')
      write(path.join(dist, 'BUILD_ID'), 'probe')
      write(path.join(dist, 'server/app-paths-manifest.json'), JSON.stringify({ '/api/x/route': 'app/api/x/route.js', '/heo/[lang]/[[...path]]/page': 'app/heo/[lang]/[[...path]]/page.js' }))
      write(path.join(dist, 'server/app/heo/[lang]/[[...path]]/page.js'), 'var R=require("../../../../chunks/ssr/[turbopack]_runtime.js")("server/app/heo/[lang]/[[...path]]/page.js")\nR.c("server/chunks/ssr/[root-of-the-server]__probe._.js")\n')
      write(path.join(dist, 'server/chunks/ssr/[root-of-the-server]__probe._.js'), `module.exports=[1,(a,b,c)=>{b.exports=a.x("${runtime}",()=>require("${runtime}"))}];`)
      write(
        path.join(dist, 'server/app/heo/[lang]/[[...path]]/page_client-reference-manifest.js'),
        `globalThis.__RSC_MANIFEST["/heo/[lang]/[[...path]]/page"] = {"clientModules":{"${staticLeafId}":{"id":1,"name":"*","chunks":[],"async":false}}}\n`,
      )
      return dist
    }

    it('client module ids of the form [project]/<path>, and the runtime probed: passes', async () => {
      const result = await checkBuild({ distDir: fakeBuild('[project]/lib/ui/send-once/StaticLeaf.tsx') })
      expect(result.problems, formatProblems(result)).toEqual([])
    })

    it('ids of another form, another runtime, or no build at all: named', async () => {
      const otherIds = await checkBuild({ distDir: fakeBuild('(rsc)/./lib/ui/send-once/StaticLeaf.tsx') })
      expect(formatProblems(otherIds)).toContain('names client modules differently: StaticLeaf is "(rsc)/./lib/ui/send-once/StaticLeaf.tsx", not [project]/lib/ui/send-once/StaticLeaf.tsx')

      // another runtime is probed in its turn: one that is not there is named
      const otherRuntime = await checkBuild({ distDir: fakeBuild('[project]/lib/ui/send-once/StaticLeaf.tsx', 'next/dist/compiled/next-server/app-page-turbo-next.runtime.prod.js') })
      expect(formatProblems(otherRuntime)).toContain('next/dist/compiled/next-server/app-page-turbo-next.runtime.prod.js cannot be found (moved or removed) (used by lib/ui/send-once/SendOnce.tsx (IN_RSC_RENDER))')

      const empty = await checkBuild({ distDir: tempDir('leafpress-no-build-') })
      expect(formatProblems(empty)).toMatch(/holds no build \(no BUILD_ID\)/)
    })
  })
})
