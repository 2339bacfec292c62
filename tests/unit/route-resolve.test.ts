// Which screen a path is (lib/route/resolve.ts), decided by the proxy, and the app path that
// carries the decision to the page (lib/route/address.ts), which reads it back by its form alone.
import { describe, expect, it } from 'vitest'
import { resolveRoute, type Route } from '@/lib/route/resolve'
import { appPath, routeOfApp, visitorPath } from '@/lib/route/address'
import { sampleSite } from '../support/sample'

const site = sampleSite()
const PER_PAGE = 4
const r = (path: string, prefix = 'article'): Route =>
  resolveRoute(path.split('/').filter(Boolean), site, { POST_URL_PREFIX: prefix, POSTS_PER_PAGE: PER_PAGE })
const lastPage = Math.ceil(site.posts.length / PER_PAGE)
const post = site.posts[0]
const category = site.categories[0].name
const tag = site.tags[0].name
const bigTag = [...site.tags].sort((a, b) => b.count - a.count)[0]

describe('resolveRoute', () => {
  it('a search keyword too long for the search or a page address is a 404 (#29)', () => {
    expect(r(`/search/${'a'.repeat(200)}`)).toMatchObject({ kind: 'search' })
    expect(r(`/search/${'鹽'.repeat(66)}`)).toMatchObject({ kind: 'search' })
    for (const keyword of ['a'.repeat(201), 'a'.repeat(7000), '鹽'.repeat(67), '🧂'.repeat(51)]) {
      expect(r(`/search/${keyword}`), `${keyword.length} characters`).toEqual({ kind: 'not-found' })
      expect(r(`/search/${keyword}/page/2`)).toEqual({ kind: 'not-found' })
    }
  })

  it('knows every screen of the site', () => {
    expect(r('/')).toEqual({ kind: 'list', filter: null, page: 1 })
    expect(r('/page/3')).toEqual({ kind: 'list', filter: null, page: 3 })
    expect(r(`/page/${lastPage}`)).toEqual({ kind: 'list', filter: null, page: lastPage })
    expect(r('/category')).toEqual({ kind: 'categories' })
    expect(r(`/category/${category}`)).toEqual({ kind: 'list', filter: { kind: 'category', value: category }, page: 1 })
    expect(r(`/category/${category}/page/2`)).toEqual({ kind: 'list', filter: { kind: 'category', value: category }, page: 2 })
    expect(r('/tag')).toEqual({ kind: 'tags' })
    expect(r(`/tag/${bigTag.name}/page/2`)).toEqual({ kind: 'list', filter: { kind: 'tag', value: bigTag.name }, page: 2 })
    expect(r('/archive')).toEqual({ kind: 'archive', page: 1 })
    expect(r('/search')).toEqual({ kind: 'search', keyword: '', page: 1 })
    expect(r('/search/飲食')).toEqual({ kind: 'search', keyword: '飲食', page: 1 })
    expect(r('/search/飲食/page/2')).toEqual({ kind: 'search', keyword: '飲食', page: 2 })
    expect(r(`/article/${post.slug}`)).toEqual({ kind: 'article', href: post.href })
    expect(r('/about')).toEqual({ kind: 'article', href: '/about' })
  })

  it('a list page past the last one does not exist; the first page always does', () => {
    expect(r(`/page/${lastPage + 1}`)).toEqual({ kind: 'not-found' })
    expect(r('/page/9999')).toEqual({ kind: 'not-found' })
    expect(r(`/tag/${bigTag.name}/page/50`)).toEqual({ kind: 'not-found' })
    const lastTagPage = Math.ceil(bigTag.count / PER_PAGE)
    expect(r(`/tag/${bigTag.name}/page/${lastTagPage + 1}`)).toEqual({ kind: 'not-found' })
    expect(r(`/category/${category}/page/9999`)).toEqual({ kind: 'not-found' })
    expect(r('/page/1')).toEqual({ kind: 'list', filter: null, page: 1 })
  })

  it('a path under a post with a 32-hex id is a sub-page to check; other forms are not', () => {
    const id = '0123456789abcdef0123456789abcdef'
    expect(r(`/article/${post.slug}/${id}`)).toEqual({ kind: 'subpage', href: post.href, id })
    expect(r(`/about/${id}`)).toEqual({ kind: 'subpage', href: '/about', id })
    // dashed, upper-case or through the row's id address: not the one canonical address
    expect(r(`/article/${post.slug}/01234567-89ab-cdef-0123-456789abcdef`)).toEqual({ kind: 'not-found' })
    expect(r(`/article/${post.slug}/${id.toUpperCase()}`)).toEqual({ kind: 'not-found' })
    expect(r(`/${post.id}/${id}`)).toEqual({ kind: 'not-found' })
    expect(r(`/article/nope/${id}`)).toEqual({ kind: 'not-found' })
  })

  it('answers not-found for what does not exist', () => {
    for (const path of [
      '/nope',
      '/article/nope',
      '/category/no-such-category',
      '/tag/no-such-tag',
      '/page/0',
      '/page/x',
      '/page',
      '/page/2/3',
      '/archive/2024',
      '/search/飲食/page/0',
      '/search/飲食/x',
      `/article/${post.slug}/more`,
      `/article/${post.slug}/more/deeper`,
      '/about/more',
      '/unlocked/article/x',
      '/_not-found',
    ]) {
      expect(r(path), path).toEqual({ kind: 'not-found' })
    }
  })

  it('looks articles up under the configured post prefix', () => {
    // the sample's posts live at /article/…: with another prefix the same slug is another path
    expect(post.href).toBe(`/article/${post.slug}`)
    expect(r(`/article/${post.slug}`, 'posts')).toEqual({ kind: 'not-found' })
  })

  it('finds a page by its 32-hex id, only in this workspace', () => {
    expect(r(`/${post.id}`)).toEqual({ kind: 'article', href: `/${post.id}` })
    // an id that is no row may be a sub-page: lib/route/decide.ts looks it up
    expect(r('/0123456789abcdef0123456789abcdef')).toEqual({ kind: 'page-id', id: '0123456789abcdef0123456789abcdef' })
    expect(r('/01234567-89ab-cdef-0123-456789abcdef')).toEqual({ kind: 'page-id', id: '0123456789abcdef0123456789abcdef' })
    expect(r('/0123456789abcdef')).toEqual({ kind: 'not-found' })
  })
})

describe('visitorPath', () => {
  it('is the visitor path of each screen', () => {
    expect(visitorPath({ kind: 'list', filter: null, page: 1 })).toBe('/')
    expect(visitorPath({ kind: 'list', filter: null, page: 2 })).toBe('/page/2')
    expect(visitorPath({ kind: 'list', filter: { kind: 'tag', value: '蔬菜' }, page: 2 })).toBe(`/tag/${encodeURIComponent('蔬菜')}/page/2`)
    expect(visitorPath({ kind: 'search', keyword: '鹽', page: 1 })).toBe(`/search/${encodeURIComponent('鹽')}`)
    expect(visitorPath({ kind: 'search', keyword: '', page: 1 })).toBe('/search')
    expect(visitorPath({ kind: 'not-found' })).toBe('/404')
  })
})

describe('the app path carries the decided route to the page', () => {
  /** what the page gets: the segments after /<theme>/<lang>, decoded as Next hands them over */
  const segmentsOf = (app: string) => app.split('/').filter(Boolean).slice(2).map(decodeURIComponent)
  const id = site.posts[0].id

  it('is the variant and the canonical visitor path; the not-found screen for anything unknown', () => {
    expect(appPath({ theme: 'heo', lang: 'zh-CN' }, r('/'))).toBe('/heo/zh-CN')
    // one page for one screen: /page/1 is the home page
    expect(appPath({ theme: 'heo', lang: 'zh-CN' }, r('/page/1'))).toBe('/heo/zh-CN')
    expect(appPath({ theme: 'next', lang: 'en-US' }, r(`/article/${post.slug}`))).toBe(`/next/en-US${post.href}`)
    expect(appPath({ theme: 'heo', lang: 'zh-CN', unlocked: true }, r(`/article/${post.slug}`))).toBe(`/heo/zh-CN/unlocked${post.href}`)
    expect(appPath({ theme: 'heo', lang: 'zh-CN' }, r('/nope'))).toBe('/heo/zh-CN/_not-found')
    expect(appPath({ theme: 'heo', lang: 'zh-CN', unlocked: true }, r('/nope'))).toBe('/heo/zh-CN/_not-found')
  })

  it('reads back as the route the proxy decided, by its form alone, whatever the data says now', () => {
    const decided: Route[] = [
      r('/'),
      r('/page/3'),
      r('/category'),
      r(`/category/${category}/page/2`),
      r('/tag'),
      r(`/tag/${bigTag.name}`),
      r('/archive'),
      r('/search'),
      r('/search/飲食/page/2'),
      r(`/article/${post.slug}`),
      r('/about'),
      r(`/article/${post.slug}/0123456789abcdef0123456789abcdef`),
      { kind: 'not-found' },
    ]
    for (const route of decided) expect(routeOfApp(segmentsOf(appPath({ theme: 'heo', lang: 'zh-CN' }, route)), 'article'), JSON.stringify(route)).toEqual(route)
    // no data consulted: a list page the proxy let through stays that page for the page
    expect(routeOfApp(['page', '9999'], 'article')).toEqual({ kind: 'list', filter: null, page: 9999 })
    expect(routeOfApp(['post', 'x'], 'post')).toEqual({ kind: 'article', href: '/post/x' })
    expect(routeOfApp([id], 'article')).toEqual({ kind: 'article', href: `/${id}` })
  })
})
