#!/usr/bin/env node
// Screenshots of pages of a running site, for looking at them: every path at 1280 and 390 px,
// light and dark, into a folder. Usage:
//   node scripts/screenshots.mjs --url http://127.0.0.1:3000 --out shots --theme simple / /archive /article/x
// (--theme adds ?theme=; --full takes the whole page; --only desktop-light,mobile-dark picks views).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  if (i < 0) return fallback
  const [v] = args.splice(i, 2).slice(1)
  return v
}
const flag = (name) => {
  const i = args.indexOf(`--${name}`)
  if (i < 0) return false
  args.splice(i, 1)
  return true
}
const url = opt('url', 'http://127.0.0.1:3000')
const out = opt('out', 'shots')
const theme = opt('theme', '')
const only = opt('only', '')
const full = flag('full')
const paths = args.length ? args : ['/']
const VIEWS = [
  ['desktop-light', 1280, 800, 'light'],
  ['desktop-dark', 1280, 800, 'dark'],
  ['mobile-light', 390, 844, 'light'],
  ['mobile-dark', 390, 844, 'dark'],
].filter(([name]) => !only || only.split(',').includes(name))

fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const [name, width, height, scheme] of VIEWS) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, locale: 'zh-TW', isMobile: width < 500, hasTouch: width < 500 })
  await context.addCookies([{ name: 'darkMode', value: String(scheme === 'dark'), url }])
  const page = await context.newPage()
  for (const p of paths) {
    const sep = p.includes('?') ? '&' : '?'
    const res = await page.goto(`${url}${encodeURI(p)}${theme ? `${sep}theme=${theme}` : ''}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle').catch(() => {})
    await page.waitForTimeout(300)
    const file = path.join(out, `${(theme || 'default')}${p.replace(/[^\w\u4e00-\u9fff-]+/g, '_')}-${name}.png`)
    await page.screenshot({ path: file, fullPage: full })
    console.log(`${res?.status()} ${file}`)
  }
  await context.close()
}
await browser.close()
