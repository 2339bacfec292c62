// A site in several languages (issue #31): the source settings naming a database per language,
// the addresses of each language, and how a page's links and the page cache's paths follow them.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSiteSources, readSourceSettings, sourceChoiceNote } from '@/lib/config/deployment'
import { editionPath } from '@/lib/site/edition-path'
import { editions, langSegment, localizedConfig, readLangSegment, splitEdition } from '@/lib/site/editions'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { inLanguage } from '@/lib/ui/link-prefix'

const A = 'b95c0000000000000000000000000001'
const B = '1a2b0000000000000000000000000002'
const problemsOf = (env: Record<string, string>) => {
  try {
    readSiteSources(env)
    return ''
  } catch (err) {
    return (err as Error).message
  }
}

describe('source settings with a database per language', () => {
  it('one database reads exactly as before', () => {
    expect(readSiteSources({ NOTION_PAGE_ID: A })).toEqual({ primary: { kind: 'notion-web', pageId: A, apiBaseUrl: undefined, tokenV2: undefined }, others: [] })
    expect(readSourceSettings({ LEAFPRESS_SNAPSHOT_DIR: 'snap' }, '/srv')).toEqual({ kind: 'snapshot', dir: path.resolve('/srv', 'snap') })
  })
  it('each kind of source takes a locale and a prefix per other database', () => {
    const web = readSiteSources({ NOTION_PAGE_ID: `${A},en-US:${B}` })
    expect(web.others).toEqual([{ locale: 'en-US', prefix: 'en', value: { kind: 'notion-web', pageId: B, apiBaseUrl: undefined, tokenV2: undefined } }])
    const official = readSiteSources({ NOTION_TOKEN: 'secret_x', NOTION_DATABASE_ID: `${A},ja-JP/nihongo:https://www.notion.so/x/${B}?v=1` })
    expect(official.primary).toMatchObject({ kind: 'notion-official', databaseId: A })
    expect(official.others).toEqual([{ locale: 'ja-JP', prefix: 'nihongo', value: { kind: 'notion-official', token: 'secret_x', databaseId: B, apiBaseUrl: undefined } }])
    const snap = readSiteSources({ LEAFPRESS_SNAPSHOT_DIR: 'zh,en-US:en' }, '/srv')
    expect(snap.others[0].value).toEqual({ kind: 'snapshot', dir: path.resolve('/srv', 'en') })
  })
  it('the embedded sample is two databases: Chinese at the root, English under /en', () => {
    const s = readSiteSources({}, '/srv')
    expect(s.primary).toEqual({ kind: 'snapshot', dir: path.resolve('/srv', 'content/sample') })
    expect(s.others).toEqual([{ locale: 'en-US', prefix: 'en', value: { kind: 'snapshot', dir: path.resolve('/srv', 'content/sample-en') } }])
  })
  it('a wrong entry stops the start with the key, the value and the fix', () => {
    expect(problemsOf({ NOTION_PAGE_ID: `${A},xx-YY:${B}` })).toMatch(/NOTION_PAGE_ID = ".*": the entry "xx-YY:.*" names "xx-YY", which is not a language Leafpress speaks: use one of en-US/)
    expect(problemsOf({ NOTION_PAGE_ID: `${A},en-US:${B},en-US/english:${A}` })).toMatch(/repeats en-US: give each language one database/)
    expect(problemsOf({ NOTION_PAGE_ID: `${A},zh-CN:${B}` })).toMatch(/repeats the default language \(LANG = zh-CN\)/)
    expect(problemsOf({ NOTION_PAGE_ID: `${A},en-US/article:${B}` })).toMatch(/would live under \/article, an address the site uses itself: choose another prefix/)
    expect(problemsOf({ NOTION_PAGE_ID: `${A},en-US/x:${B},fr-FR/x:${A}` })).toMatch(/would live under \/x like en-US/)
    expect(problemsOf({ NOTION_PAGE_ID: `${A},en-US:nope` })).toMatch(/the entry "en-US:nope" is not a page id: use the 32-character id/)
    expect(problemsOf({ LEAFPRESS_SNAPSHOT_DIR: 'a,b' })).toMatch(/LEAFPRESS_SNAPSHOT_DIR = "a,b": the entry "b" names no language: write it as <locale>:<value>/)
    // the prefix of posts follows POST_URL_PREFIX
    expect(problemsOf({ POST_URL_PREFIX: 'en', NOTION_PAGE_ID: `${A},en-US:${B}` })).toMatch(/would live under \/en, an address the site uses itself/)
  })
})

describe('several source variables set', () => {
  it('the start says which one is read and which are not', () => {
    // .env copied from .env.example with its snapshot line left in, and NOTION_PAGE_ID added
    const env = { LEAFPRESS_SNAPSHOT_DIR: 'content/sample,en-US:content/sample-en', NOTION_PAGE_ID: A }
    expect(readSourceSettings(env)).toMatchObject({ kind: 'notion-web', pageId: A })
    expect(sourceChoiceNote(env)).toBe(
      '[leafpress] content source: NOTION_PAGE_ID (read); LEAFPRESS_SNAPSHOT_DIR is set too and not read. ' +
        'The first one set wins: NOTION_TOKEN and NOTION_DATABASE_ID, then NOTION_PAGE_ID, then LEAFPRESS_SNAPSHOT_DIR. Unset the ones you do not mean (in .env too).',
    )
    expect(sourceChoiceNote({ ...env, NOTION_TOKEN: 'secret_x', NOTION_DATABASE_ID: B })).toMatch(/^\[leafpress\] content source: NOTION_TOKEN and NOTION_DATABASE_ID \(read\); NOTION_PAGE_ID and LEAFPRESS_SNAPSHOT_DIR are set too and not read/)
  })
  it('nothing to say with one source, or none (the embedded sample), or an empty one', () => {
    expect(sourceChoiceNote({})).toBeNull()
    expect(sourceChoiceNote({ NOTION_PAGE_ID: A })).toBeNull()
    expect(sourceChoiceNote({ NOTION_PAGE_ID: A, LEAFPRESS_SNAPSHOT_DIR: ' ' })).toBeNull()
  })
})

describe('addresses of a language', () => {
  it('the default language keeps its addresses; another lives under its prefix', () => {
    expect(editions().map((e) => [e.prefix, e.locale])).toEqual([['', 'zh-CN'], ['en', 'en-US']])
    expect(splitEdition(['en', 'article', 'x'])).toMatchObject({ edition: { prefix: 'en' }, rest: ['article', 'x'] })
    expect(splitEdition(['english', 'x'])).toMatchObject({ edition: { prefix: '' }, rest: ['english', 'x'] })
    expect(splitEdition([])).toMatchObject({ edition: { prefix: '' }, rest: [] })
    expect(editionPath({ prefix: 'en' }, '/')).toBe('/en')
    expect(editionPath({ prefix: 'en' }, '/?theme=next')).toBe('/en?theme=next')
    expect(editionPath({ prefix: 'en' }, '/tag/a')).toBe('/en/tag/a')
    expect(editionPath({ prefix: '' }, '/tag/a')).toBe('/tag/a')
  })
  it('the app path names the database and the interface language in one segment', () => {
    const [zh, en] = editions()
    expect(langSegment(zh, 'fr-FR')).toBe('fr-FR')
    expect(langSegment(en, 'fr-FR')).toBe('_en')
    expect(readLangSegment('_en')).toMatchObject({ edition: { prefix: 'en' }, lang: 'en-US' })
    expect(readLangSegment('ja-JP')).toMatchObject({ edition: { prefix: '' }, lang: 'ja-JP' })
    expect(readLangSegment('_fr')).toBeNull()
    expect(readLangSegment('xx')).toBeNull()
  })
  it("a page's links take its prefix; files, images, endpoints and static files are shared", () => {
    expect(inLanguage('/', '/en')).toBe('/en')
    expect(inLanguage('/#top', '/en')).toBe('/en#top')
    expect(inLanguage('/article/x?theme=next', '/en')).toBe('/en/article/x?theme=next')
    expect(inLanguage('/feed.json', '/en')).toBe('/en/feed.json')
    for (const shared of ['/files/a.webp', '/image/x', '/api/search', '/_next/x.js', '/og/1', '/bg_image.jpg', '/sitemap.xml', 'https://x.test/a', '//x.test/a'])
      expect(inLanguage(shared, '/en')).toBe(shared)
    expect(inLanguage('/article/x', '')).toBe('/article/x')
  })
})

describe('the site settings in each language', () => {
  const cfg = {
    AUTHOR: '小葉',
    BIO: '營養師',
    KEYWORDS: '健康飲食',
    AUTHOR_BY_LANGUAGE: { 'en-US': 'Xiaoye', 'fr-FR': ' ' },
    BIO_BY_LANGUAGE: { 'en-US': 'Dietitian' },
    KEYWORDS_BY_LANGUAGE: {},
  }
  it("another language's pages take its own author name, bio and keywords", () => {
    expect(localizedConfig(cfg, { prefix: 'en', locale: 'en-US' })).toMatchObject({ AUTHOR: 'Xiaoye', BIO: 'Dietitian', KEYWORDS: '健康飲食' })
  })
  it('the default language, and a language without its own (or with a blank one), keep the one name', () => {
    expect(localizedConfig(cfg, { prefix: '', locale: 'en-US' })).toBe(cfg)
    expect(localizedConfig(cfg, { prefix: 'ja', locale: 'ja-JP' })).toMatchObject({ AUTHOR: '小葉', BIO: '營養師' })
    expect(localizedConfig(cfg, { prefix: 'fr', locale: 'fr-FR' }).AUTHOR).toBe('小葉')
  })
  it('each name can be set from the environment, one variable per language', () => {
    expect(loadConfig(blogConfig, { 'AUTHOR_BY_LANGUAGE_EN-US': 'Ye Lin' }).AUTHOR_BY_LANGUAGE).toEqual({ 'en-US': 'Ye Lin' })
  })
})
