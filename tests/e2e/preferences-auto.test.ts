// APPEARANCE=auto on a second server started from the same build: dark when the system prefers
// dark, or when the visitor's local hour is inside the dark window (21 → 7); light otherwise.
// The emulated time zone moves the visitor's clock into or out of the window.
//
// The two servers share the build's page cache on disk, so this file visits a variant no other
// test renders (theme `simple`, language tr-TR): its HTML is rendered here, with this server's
// setting, and never reaches the main server's visitors.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyBuild, ROOT, startServer, type RunningServer } from '../support/server'
import { closeBrowser, getBrowser } from './harness'

const distDir = process.env.LEAFPRESS_E2E_DIST || '.next'
const built = fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))
const PATH = '/archive?theme=simple&lang=tr-TR'

/** An IANA zone (Etc/GMT±N, whose sign is inverted) where the local hour is now `hour`. */
function zoneWhereHourIs(hour: number): string {
  let offset = (hour - new Date().getUTCHours() + 24) % 24
  if (offset > 14) offset -= 24
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
}

describe.skipIf(!built)('APPEARANCE=auto', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ env: { APPEARANCE: 'auto' }, distDir: copyBuild(distDir, '.next-e2e-auto'), build: false })
  })
  afterAll(async () => {
    await closeBrowser()
    await server?.stop()
  })

  async function modeFor(opts: { colorScheme: 'light' | 'dark'; hour: number; cookie?: string }) {
    const b = await getBrowser()
    const context = await b.newContext({ colorScheme: opts.colorScheme, timezoneId: zoneWhereHourIs(opts.hour), locale: 'tr-TR' })
    if (opts.cookie) await context.addCookies([{ name: 'darkMode', value: opts.cookie, url: server.url }])
    const page = await context.newPage()
    // only the inline head script may decide: no other script runs
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    const res = await page.goto(server.url + PATH, { waitUntil: 'domcontentloaded' })
    expect(res?.status()).toBe(200)
    const state = await page.evaluate(() => ({
      cls: document.documentElement.className,
      hour: new Date().getHours(),
      bg: getComputedStyle(document.body).backgroundColor,
    }))
    await context.close()
    return state
  }

  it('follows the system preference at midday', async () => {
    const light = await modeFor({ colorScheme: 'light', hour: 12 })
    expect(light.hour).toBe(12)
    expect(light.cls).toMatch(/\blight\b/)
    const dark = await modeFor({ colorScheme: 'dark', hour: 12 })
    expect(dark.cls).toMatch(/\bdark\b/)
    expect(dark.bg).not.toBe(light.bg)
  })

  it.each([21, 23, 3, 6])('is dark at %i:00 local time on a light system', async (hour) => {
    const s = await modeFor({ colorScheme: 'light', hour })
    expect(s.hour).toBe(hour)
    expect(s.cls).toMatch(/\bdark\b/)
  })

  it.each([7, 20])('is light at %i:00 local time on a light system', async (hour) => {
    const s = await modeFor({ colorScheme: 'light', hour })
    expect(s.cls).toMatch(/\blight\b/)
  })

  it("the visitor's own choice (cookie) still wins over auto", async () => {
    const s = await modeFor({ colorScheme: 'dark', hour: 23, cookie: 'false' })
    expect(s.cls).toMatch(/\blight\b/)
  })
})
