// Real Chromium (Debian's) driven by playwright-core, against the server started by
// global-setup.ts. One browser per test file; a fresh context per page.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

export function baseUrl(): string {
  const url = process.env.LEAFPRESS_E2E_URL
  if (!url) throw new Error('LEAFPRESS_E2E_URL is not set: run through vitest --project e2e')
  return url
}

let browser: Browser | undefined

export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  return browser
}

export async function closeBrowser() {
  await browser?.close()
  browser = undefined
}

export interface PageOptions {
  width?: number
  height?: number
  colorScheme?: 'light' | 'dark'
  cookies?: Array<{ name: string; value: string }>
  locale?: string
  timezoneId?: string
}

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 390, height: 844 }

export async function newPage(opts: PageOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const b = await getBrowser()
  const context = await b.newContext({
    viewport: { width: opts.width ?? DESKTOP.width, height: opts.height ?? DESKTOP.height },
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'zh-CN',
    timezoneId: opts.timezoneId,
    isMobile: (opts.width ?? 1280) < 500,
    hasTouch: (opts.width ?? 1280) < 500,
  })
  if (opts.cookies?.length) {
    const url = new URL(baseUrl())
    await context.addCookies(opts.cookies.map((c) => ({ ...c, domain: url.hostname, path: '/' })))
  }
  const page = await context.newPage()
  return { page, context }
}

/** Opens a path and returns the page and the HTTP status of the document. */
export async function visit(path: string, opts: PageOptions = {}) {
  const { page, context } = await newPage(opts)
  const res = await page.goto(baseUrl() + path, { waitUntil: 'load' })
  // streamed parts (e.g. a 404's content) arrive after load: wait until the page settles
  await page.waitForLoadState('networkidle').catch(() => {})
  return { page, context, status: res?.status() ?? 0 }
}
