// The search islands' server-side pieces and pure helpers: the props a theme hands them (strings
// in the visitor's language, theme query, sub path, hosted settings with the search-only key),
// the search box's target, the client-side marking of query words, and what renders before
// anything is opened.
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getStrings } from '@/lib/i18n'
import { searchBoxProps, searchModalProps, workspaceSearchProps } from '@/lib/search/server/ui-props'
import { markQuery } from '@/lib/search-ui/marked'
import { searchTarget } from '@/lib/search-ui/SearchBox'
import SearchModal from '@/lib/search-ui/SearchModal'
import WorkspaceSearch from '@/lib/search-ui/WorkspaceSearch'
import { themeHref } from '@/lib/route/context'
import type { SiteIndex } from '@/lib/site/site'

const tags = Array.from({ length: 14 }, (_, i) => ({ name: `標籤${i}`, count: 20 - i, color: 'gray' }))
const ctx = (theme = 'heo') => ({
  strings: getStrings('zh-CN'),
  site: { tags } as unknown as SiteIndex,
  href: themeHref(theme as never, 'heo'),
})

afterEach(() => vi.unstubAllEnvs())

describe('search island props', () => {
  it('gives the overlay its zh-CN strings, ten popular tags and the local provider', () => {
    const p = searchModalProps(ctx())
    expect(p.strings).toMatchObject({ title: '搜索', placeholder: '在这里输入搜索关键词...', results: '共搜索到 {n} 条结果，用时 {ms} 毫秒' })
    expect(p.tags).toEqual(tags.slice(0, 10).map((t) => t.name))
    expect(p).toMatchObject({ hrefSuffix: '', hosted: null })
  })

  it('keeps a non-default theme in links and passes the sub path', () => {
    vi.stubEnv('LEAFPRESS_SUB_PATH', '/blog')
    const p = searchModalProps(ctx('next'))
    expect(p.hrefSuffix).toBe('?theme=next')
    expect(p.basePath).toBe('/blog')
    expect(searchBoxProps(ctx('next'), '營養').hrefSuffix).toBe('?theme=next')
    expect(workspaceSearchProps(ctx('next'))).toMatchObject({ basePath: '/blog', hrefSuffix: '?theme=next' })
  })

  it('hands the browser the search-only key when hosted search is configured, never the admin key', () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'APP')
    vi.stubEnv('ALGOLIA_SEARCH_ONLY_KEY', 'public-search-key')
    vi.stubEnv('ALGOLIA_INDEX', 'posts')
    vi.stubEnv('ALGOLIA_ADMIN_KEY', 'secret-admin-key')
    const p = searchModalProps(ctx())
    expect(p.hosted).toEqual({ appId: 'APP', apiKey: 'public-search-key', indexName: 'posts', host: null })
    expect(JSON.stringify(p)).not.toContain('secret-admin-key')
  })

  it('names the workspace dialog’s states', () => {
    expect(workspaceSearchProps(ctx()).strings).toMatchObject({ noResults: '没有找到相关文章', error: '搜索出错了，请稍后再试' })
  })
})

describe('search box target', () => {
  it('goes to the keyword’s results page, or home when empty', () => {
    expect(searchTarget(' 膳食 纖維 ', '')).toBe(`/search/${encodeURIComponent('膳食 纖維')}`)
    expect(searchTarget('a/b?c', '?theme=next')).toBe('/search/a%2Fb%3Fc?theme=next')
    expect(searchTarget('   ', '')).toBe('/')
    expect(searchTarget('', '?theme=next')).toBe('/?theme=next')
    // cut to what a search page's address can carry (lib/search/keyword.ts), never mid-character
    expect(searchTarget('a'.repeat(7000), '')).toBe(`/search/${'a'.repeat(200)}`)
    expect(searchTarget('鹽'.repeat(100), '')).toBe(`/search/${encodeURIComponent('鹽'.repeat(66))}`)
    expect(searchTarget('🧂'.repeat(60), '')).toBe(`/search/${encodeURIComponent('🧂'.repeat(50))}`)
  })
})

describe('marking query words in titles', () => {
  const html = (text: string, q: string) => renderToStaticMarkup(<>{markQuery(text, q)}</>)

  it('marks every word, case-insensitively, as text (never as HTML)', () => {
    expect(html('The DASH diet and dash', 'dash')).toBe(
      'The <mark class="search-highlight bg-transparent text-inherit underline decoration-red-500 decoration-dashed decoration-2 underline-offset-4">DASH</mark> diet and <mark class="search-highlight bg-transparent text-inherit underline decoration-red-500 decoration-dashed decoration-2 underline-offset-4">dash</mark>',
    )
    expect(html('<b>膳食纖維</b>', '纖維 (')).toContain('&lt;b&gt;膳食<mark')
    expect(html('a.b', '.')).toContain('a<mark')
  })

  it('prefers a longer word over its parts, and leaves text alone without a query', () => {
    expect(html('膳食纖維', '纖 纖維').match(/<mark/g)).toHaveLength(1)
    expect(html('膳食纖維', '  ')).toBe('膳食纖維')
  })
})

describe('before anything is opened', () => {
  it('the overlay renders nothing (its dialog loads on first open)', () => {
    expect(renderToStaticMarkup(<SearchModal {...searchModalProps(ctx())} />)).toBe('')
  })

  it('the workspace search renders only its button', () => {
    const out = renderToStaticMarkup(<WorkspaceSearch {...workspaceSearchProps(ctx())} />)
    expect(out).toMatch(/^<button type="button" aria-label="搜索"[^>]*class="notion-search-button"/)
    expect(out).not.toContain('role="dialog"')
    expect(out.endsWith('</button>')).toBe(true)
  })
})
