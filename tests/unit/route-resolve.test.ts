// Which screen a path is (lib/route/resolve.ts): used by the proxy to answer unknown paths with
// a 404 and by each theme's catch-all page to render the screen.
import { describe, expect, it } from 'vitest'
import { resolveRoute, type Route } from '@/lib/route/resolve'
import { screenPath } from '@/lib/route/screen'
import { sampleSite } from '../support/sample'

const site = sampleSite()
const r = (path: string, prefix = 'article'): Route => resolveRoute(path.split('/').filter(Boolean), site, prefix)
const post = site.posts[0]
const category = site.categories[0].name
const tag = site.tags[0].name

describe('resolveRoute', () => {
  it('knows every screen of the site', () => {
    expect(r('/')).toEqual({ kind: 'list', filter: null, page: 1 })
    expect(r('/page/3')).toEqual({ kind: 'list', filter: null, page: 3 })
    expect(r('/category')).toEqual({ kind: 'categories' })
    expect(r(`/category/${category}`)).toEqual({ kind: 'list', filter: { kind: 'category', value: category }, page: 1 })
    expect(r(`/category/${category}/page/2`)).toEqual({ kind: 'list', filter: { kind: 'category', value: category }, page: 2 })
    expect(r('/tag')).toEqual({ kind: 'tags' })
    expect(r(`/tag/${tag}/page/2`)).toEqual({ kind: 'list', filter: { kind: 'tag', value: tag }, page: 2 })
    expect(r('/archive')).toEqual({ kind: 'archive' })
    expect(r('/search')).toEqual({ kind: 'search', keyword: '', page: 1 })
    expect(r('/search/飲食')).toEqual({ kind: 'search', keyword: '飲食', page: 1 })
    expect(r('/search/飲食/page/2')).toEqual({ kind: 'search', keyword: '飲食', page: 2 })
    expect(r(`/article/${post.slug}`)).toEqual({ kind: 'article', href: post.href })
    expect(r('/about')).toEqual({ kind: 'article', href: '/about' })
  })

  it('a page past the last one is still a list (the theme says there is no more)', () => {
    expect(r('/page/999')).toEqual({ kind: 'list', filter: null, page: 999 })
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
    expect(r('/0123456789abcdef0123456789abcdef')).toEqual({ kind: 'not-found' })
  })
})

describe('screenPath', () => {
  it('is the visitor path of each screen', () => {
    expect(screenPath({ kind: 'list', filter: null, page: 1 })).toBe('/')
    expect(screenPath({ kind: 'list', filter: null, page: 2 })).toBe('/page/2')
    expect(screenPath({ kind: 'list', filter: { kind: 'tag', value: '蔬菜' }, page: 2 })).toBe(`/tag/${encodeURIComponent('蔬菜')}/page/2`)
    expect(screenPath({ kind: 'search', keyword: '鹽', page: 1 })).toBe(`/search/${encodeURIComponent('鹽')}`)
    expect(screenPath({ kind: 'search', keyword: '', page: 1 })).toBe('/search')
    expect(screenPath({ kind: 'not-found' })).toBe('/404')
  })
})
