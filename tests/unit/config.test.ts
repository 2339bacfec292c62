import { describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { ConfigError, loadConfig } from '@/lib/config/load'
import { readSourceSettings } from '@/lib/config/deployment'

describe('loadConfig', () => {
  it('keeps the seed values of blog.config.ts', () => {
    const c = loadConfig(blogConfig, {})
    expect(c.LANG).toBe('zh-CN')
    expect(c.THEME).toBe('heo')
    expect(c.SINCE).toBe(2023)
    expect(c.CREATED).toBe('2023-09-21')
    expect(c.APPEARANCE).toBe('light')
    expect([c.APPEARANCE_DARK_START, c.APPEARANCE_DARK_END]).toEqual([21, 7])
    expect([c.BACKGROUND_LIGHT, c.BACKGROUND_DARK]).toEqual(['#eeeeee', '#000000'])
    expect(c.POSTS_PER_PAGE).toBe(12)
    expect(c.POST_LIST_STYLE).toBe('page')
    expect(c.POST_RECOMMEND_COUNT).toBe(6)
    expect(c.POST_PREVIEW_LINES).toBe(12)
    expect(c.REVALIDATE_SECONDS).toBe(30)
    expect(c.POST_URL_PREFIX).toBe('article')
    expect(c.NOTION_PROPERTY_NAME.password).toBe('password')
    expect(c.NOTION_VALUE_NAME.statusInvisible).toBe('Invisible')
  })

  it('lets the environment override any key, typed like its default', () => {
    const c = loadConfig(blogConfig, {
      THEME: 'hexo', POSTS_PER_PAGE: '5', MENU_TAG: 'false', NOTION_PROPERTY_PASSWORD: 'secret', NOTION_VALUE_TYPE_POST: 'Article',
    })
    expect(c.THEME).toBe('hexo')
    expect(c.POSTS_PER_PAGE).toBe(5)
    expect(c.MENU_TAG).toBe(false)
    expect(c.NOTION_PROPERTY_NAME.password).toBe('secret')
    expect(c.NOTION_VALUE_NAME.typePost).toBe('Article')
  })

  it('names the key, the value and the fix for every bad value', () => {
    let err: unknown
    try {
      loadConfig(blogConfig, { THEME: 'purple', POSTS_PER_PAGE: 'many', BACKGROUND_DARK: 'black', SUB_PATH: 'blog/' })
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(ConfigError)
    const msg = (err as Error).message
    expect(msg).toContain('THEME = "purple" (from env THEME): use one of: example, fukasawa')
    expect(msg).toContain('POSTS_PER_PAGE = "many" (from env POSTS_PER_PAGE): use a number')
    expect(msg).toContain('BACKGROUND_DARK = "black"')
    expect(msg).toContain('use a hex colour')
    expect(msg).toContain('SUB_PATH = "blog/"')
    expect((err as ConfigError).problems).toHaveLength(4)
  })

  it('checks ranges and dates', () => {
    expect(() => loadConfig(blogConfig, { APPEARANCE_DARK_START: '25' })).toThrow(/APPEARANCE_DARK_START = 25 .*0 to 23/)
    expect(() => loadConfig(blogConfig, { CREATED: '21/09/2023' })).toThrow(/CREATED .*2023-09-21/)
    expect(() => loadConfig(blogConfig, { MENU_INDEX: 'maybe' })).toThrow(/MENU_INDEX .*true or false/)
  })
})

describe('readSourceSettings', () => {
  it('defaults to the embedded sample snapshot', () => {
    expect(readSourceSettings({}, '/srv/blog')).toEqual({ kind: 'snapshot', dir: '/srv/blog/content/sample' })
  })
  it('uses Notion when NOTION_PAGE_ID is set, accepting a page URL', () => {
    const s = readSourceSettings({ NOTION_PAGE_ID: 'https://www.notion.so/My-Blog-02ab3b8678004aa69e9e415905ef32a5', NOTION_API_BASE_URL: 'http://127.0.0.1:9/api/v3' })
    expect(s).toEqual({ kind: 'notion-web', pageId: '02ab3b8678004aa69e9e415905ef32a5', apiBaseUrl: 'http://127.0.0.1:9/api/v3', tokenV2: undefined })
  })
  it('rejects a malformed page id and base URL with the fix', () => {
    expect(() => readSourceSettings({ NOTION_PAGE_ID: 'hello' })).toThrow(/NOTION_PAGE_ID = "hello": the entry "hello" is not a page id: use the 32-character id/)
    expect(() => readSourceSettings({ NOTION_PAGE_ID: '02ab3b8678004aa69e9e415905ef32a5', NOTION_API_BASE_URL: 'ftp://x' })).toThrow(/NOTION_API_BASE_URL/)
  })
})

describe('environment names', () => {
  it('ignores the shell locale LANG and reads the site language from BLOG_LANG', () => {
    expect(loadConfig(blogConfig, { LANG: 'C.UTF-8' }).LANG).toBe('zh-CN')
    expect(loadConfig(blogConfig, { BLOG_LANG: 'ja-JP' }).LANG).toBe('ja-JP')
  })
})
