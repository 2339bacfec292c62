// The words of a rendered body come in the reader's language (lib/i18n/render-labels.ts): buttons,
// card titles and accessible names, and the words the browser island shows later (data-*).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getStrings, LOCALES } from '@/lib/i18n'
import { renderLabels } from '@/lib/i18n/render-labels'
import { ENGLISH_LABELS } from '@/lib/render/labels'
import { buildMap, renderBlocks, renderMap, uid } from './render-test-utils'

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const zh = renderLabels(getStrings('zh-CN'))

const BODY = [
  { type: 'code', properties: { title: [['const a = 1']], language: [['JavaScript']] } },
  { type: 'image', properties: { source: [['https://example.com/a.png']], caption: [['西兰花']] } },
  { type: 'embed', properties: { source: [['https://example.org/widget']] } },
  { type: 'maps', properties: { source: [['https://www.google.com/maps/embed?pb=1']] } },
  { type: 'tweet', properties: { source: [['https://twitter.com/jack/status/20']] } },
  { type: 'file', properties: { source: [['https://example.com/']] } },
]

describe('body words in the reader language', () => {
  it('renders the copy button, embeds, tweet and file in Chinese', async () => {
    const html = await renderBlocks(BODY, { labels: zh })
    expect(html).toContain('aria-label="复制代码" data-copied="已复制！">复制</button>')
    expect(html).toContain('<button type="button" class="notion-embed-load">加载嵌入内容</button>')
    expect(html).toContain('<span class="notion-embed-title">来自 example.org 的嵌入内容</span>')
    expect(html).toContain('加载地图')
    expect(html).toContain('<span class="notion-embed-title">X 上的帖子</span>')
    expect(html).not.toMatch(/>(Copy|Load [a-z]+|Post on X|File)</)
  })

  it('gives images their zoom name and failure words for the island', async () => {
    const html = await renderBlocks([{ type: 'image', properties: { source: [['https://example.com/a.png']], alt_text: [['西兰花']] } }], { labels: zh })
    expect(html).toMatch(/data-zoom="放大图片(：西兰花)?"/)
    expect(html).toContain('data-error="图片加载失败"')
  })

  it('names the table of contents and untitled pages in the language', async () => {
    const sub = uid()
    const { map, pageId } = buildMap({
      type: 'page',
      title: '',
      children: [
        { type: 'table_of_contents' },
        { type: 'header', title: '第一节' },
        { id: sub, type: 'page', title: '' },
      ],
    })
    const html = await renderMap(map, pageId, { labels: zh })
    expect(html).toContain('aria-label="目录"')
    expect(html).toContain('<h1 class="notion-title">无标题</h1>')
    expect(html).toContain('<span class="notion-page-title-text">无标题</span>')
  })

  it('keeps English words for any the site leaves out', async () => {
    const html = await renderBlocks(BODY.slice(0, 1), { labels: { copy: 'Kopieren' } })
    expect(html).toContain('>Kopieren</button>')
    expect(html).toContain(`aria-label="${ENGLISH_LABELS.copyCode}"`)
  })

  it('has every body word in every locale, filled from its own table', () => {
    for (const locale of LOCALES) {
      const labels = renderLabels(getStrings(locale))
      for (const [key, value] of Object.entries(labels)) {
        if (typeof value === 'string') expect(value, `${locale} ${key}`).not.toBe('')
      }
      expect(Object.keys(labels.embedKinds).sort()).toEqual(Object.keys(ENGLISH_LABELS.embedKinds).sort())
      if (locale !== 'en-US') expect(labels.copy, locale).not.toBe(ENGLISH_LABELS.copy)
    }
  })
})
