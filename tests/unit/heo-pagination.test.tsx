// heo's numbered pagination as rendered: the page window with gaps, hrefs that keep the
// visitor's theme, arrows only where there is a page to go to.
import { describe, expect, it, vi } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import enUS from '@/locales/en-US'
import type { ThemeContext } from '@/lib/theme-kit/types'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {} }), usePathname: () => '/' }))
const { default: Pagination } = await import('@/themes/heo/components/Pagination')

const ctx = (theme: string) =>
  ({
    strings: enUS,
    href: (p: string) => (theme === 'heo' ? p : `${p}${p.includes('?') ? '&' : '?'}theme=${theme}`),
  }) as unknown as ThemeContext

function cells(html: string) {
  const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'))
  return [...nav.matchAll(/<(a|span)[^>]*?(?:href="([^"]*)")?[^>]*>([^<]*)<\/\1>/g)]
    .map((m) => ({ href: m[2], text: m[3] }))
    .filter((c) => c.text.trim())
}

describe('heo pagination', () => {
  it('shows first, a window of five, last, with gaps when there are more than 7 pages', () => {
    const html = renderToStaticMarkup(<Pagination ctx={ctx('heo')} page={6} totalPages={12} root="/" />)
    expect(cells(html).map((c) => c.text)).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '12'])
    expect(html).toContain('aria-current="page"')
    expect(html).toContain('href="/page/5"')
    expect(html).toContain('href="/"')
    expect(html).toMatch(/rel="prev"/)
    expect(html).toMatch(/rel="next"/)
  })

  it('shows every page up to 7, and no arrow past the ends', () => {
    const html = renderToStaticMarkup(<Pagination ctx={ctx('heo')} page={1} totalPages={7} root="/tag/x" />)
    expect(cells(html).map((c) => c.text)).toEqual(['1', '2', '3', '4', '5', '6', '7'])
    expect(html).not.toMatch(/rel="prev"/)
    expect(html).toContain('href="/tag/x/page/7"')
  })

  it("keeps a ?theme= choice in every link", () => {
    const html = renderToStaticMarkup(<Pagination ctx={ctx('next')} page={2} totalPages={3} root="/" />)
    expect(html).toContain('href="/?theme=next"')
    expect(html).toContain('href="/page/3?theme=next"')
  })
})
