import { chromium } from 'playwright-core'
import { startNotionServer } from './support/notion-server'
import { sampleSite } from './support/sample'
import { EN_ROOT, viewsWorkspace, ZH_ROOT } from './support/views-universe'
import { copyBuild, startServer } from './support/server'
import { CHROMIUM_ARGS } from './e2e/harness'
async function main() {
const views = viewsWorkspace(sampleSite())
const notion = await startNotionServer(views.universe, { wrap2026: true })
const server = await startServer({ distDir: copyBuild('.next', '.next-shot'), build: false, env: { NOTION_PAGE_ID: `${ZH_ROOT},en-US:${EN_ROOT}`, NOTION_API_BASE_URL: notion.apiBaseUrl, SCHEDULE_POSTS: 'true' } })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
const shots = process.argv.slice(2)
for (const spec of shots) {
  const [name, path, w, dark] = spec.split('|')
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: 900 }, locale: 'zh-CN', colorScheme: dark ? 'dark' : 'light' })
  if (dark) await ctx.addCookies([{ name: 'darkMode', value: 'true', url: server.url }])
  const page = await ctx.newPage()
  await page.goto(server.url + path, { waitUntil: 'load' })
  const target = process.env.SHOT_SELECTOR ? page.locator(process.env.SHOT_SELECTOR).first() : page.locator('.notion-collection').first()
  await target.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, -200))
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/shots/${name}.png` })
  await ctx.close()
}
await browser.close(); await server.stop(); await notion.close()

}
main()
