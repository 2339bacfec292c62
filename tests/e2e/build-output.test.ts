// The build is quiet (issue: "The build prints two 'dynamic filesystem access traces the whole
// project' warnings"): a warning in `next build` is a defect to fix, not noise to scroll past.
// The e2e setup builds (npm test always does, LEAFPRESS_REBUILD=1) and keeps the output.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILD_LOG, ROOT } from '../support/server'

const log = path.join(ROOT, '.next', BUILD_LOG)

describe('the production build', () => {
  it.runIf(fs.existsSync(log) || process.env.LEAFPRESS_REBUILD)('prints no warning (no whole-project tracing, no broad file patterns)', () => {
    const text = fs.readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*m/g, '')
    expect(text).toMatch(/Compiled successfully|Generating static pages/)
    const warnings = text.split('\n').filter((l) => /\bwarn(ing)?s?\b/i.test(l))
    expect(warnings).toEqual([])
  })
})

describe('the share image function', () => {
  it.runIf(fs.existsSync(path.join(ROOT, '.next', 'server/app/og/[id]/route.js.nft.json')))('carries its fonts (a serverless host has no system fonts)', () => {
    const trace = JSON.parse(fs.readFileSync(path.join(ROOT, '.next', 'server/app/og/[id]/route.js.nft.json'), 'utf8')) as { files: string[] }
    const files = trace.files.map((f) => path.relative(ROOT, path.resolve(ROOT, '.next/server/app/og/[id]', f)))
    for (const font of fs.readdirSync(path.join(ROOT, 'lib/seo/fonts'))) expect(files).toContain(`lib/seo/fonts/${font}`)
  })
})
