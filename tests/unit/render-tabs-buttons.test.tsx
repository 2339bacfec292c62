// Issue #41: tabs, buttons and the breadcrumb block, from record maps in Notion's own shapes
// (`{role, value}` and the 2026 `{spaceId, value: {value, role}}`), through the renderer, the
// table of contents, the search text and the feed.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { buildMap, renderMap, textOf, type Spec } from './render-test-utils'
import { getPageToc } from '@/lib/site/toc'
import { recordMapToPlainText } from '@/lib/search/body-text'
import { feedHtml } from '@/lib/feeds/feed-html'

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const SECRET_URL = 'https://hooks.example.net/secret-hook-7f3a'
const SECRET_HEADER = 'Bearer sk-live-0123456789'
const SECRET_BODY = 'secret-body-payload-42'

const ids = {
  tabs: '11111111-1111-4111-8111-000000000001',
  tab1: '11111111-1111-4111-8111-000000000002',
  tab2: '11111111-1111-4111-8111-000000000003',
  tab3: '11111111-1111-4111-8111-000000000004',
  h: '11111111-1111-4111-8111-000000000005',
  sub: '22222222-2222-4222-8222-000000000001',
  outside: '33333333-3333-4333-8333-000000000001',
}

const box = (value: Record<string, unknown>) => ({ role: 'reader', value })
/** The 2026 wrapping: `{ spaceId, value: { value, role } }`, for every table of the map. */
function rewrap(map: ExtendedRecordMap): ExtendedRecordMap {
  const out: Record<string, unknown> = { ...map }
  for (const [table, entries] of Object.entries(map)) {
    if (!entries || typeof entries !== 'object' || table === 'collection_query' || table === 'signed_urls') continue
    out[table] = Object.fromEntries(
      Object.entries(entries as Record<string, { role: string; value: unknown }>).map(([id, rec]) => [id, { spaceId: 'space', value: { value: rec.value, role: rec.role } }]),
    )
  }
  return out as unknown as ExtendedRecordMap
}

function automations() {
  const auto = (id: string, actionIds: string[]) => [id, box({ id, alive: true, properties: { name: [['a']] }, action_ids: actionIds })]
  const action = (id: string, type: string, config: unknown) => [id, box({ id, alive: true, type, config })]
  return {
    automation: Object.fromEntries([
      auto('auto-page', ['act-page']),
      auto('auto-outside', ['act-outside']),
      auto('auto-url', ['act-url']),
      auto('auto-hook', ['act-hook']),
      auto('auto-http', ['act-http']),
      auto('auto-js', ['act-js']),
    ]),
    automation_action: Object.fromEntries([
      action('act-page', 'open_page', { target: { type: 'page', pageId: ids.sub } }),
      action('act-outside', 'open_page', { target: { type: 'page', pageId: ids.outside } }),
      action('act-url', 'open_page', { target: { type: 'url', url: 'https://example.com/menu.pdf' } }),
      action('act-hook', 'send_webhook', { url: SECRET_URL, headers: [{ key: 'Authorization', value: SECRET_HEADER }], body: SECRET_BODY }),
      action('act-http', 'http_request', { url: SECRET_URL, method: 'POST', headers: { 'X-Key': SECRET_HEADER }, body: SECRET_BODY }),
      action('act-js', 'open_page', { target: { type: 'url', url: 'javascript:alert(1)' } }),
    ]),
  }
}

const button = (title: string, automation?: string, color?: string): Spec => ({
  type: 'button',
  title,
  format: { ...(automation ? { automation_id: automation } : {}), ...(color ? { block_color: color } : {}) },
})

function page(children: Spec[], extra: Record<string, unknown> = {}) {
  return buildMap({ type: 'page', title: 'Kitchen', children }, extra as Partial<ExtendedRecordMap>)
}

const tabsSpec = (type = 'tab'): Spec => ({
  id: ids.tabs,
  type,
  children: [
    { id: ids.tab1, type: 'text', title: '早餐', children: [{ type: 'text', title: 'First panel text' }] },
    {
      id: ids.tab2,
      type: 'text',
      title: [['午', [['b']]], ['餐']],
      children: [
        { id: ids.h, type: 'sub_header', title: 'Lunch heading' },
        { type: 'bulleted_list', title: 'rice' },
        { type: 'bulleted_list', title: 'fish' },
        { type: 'toggle', title: 'More', children: [{ type: 'code', title: 'const deep = 1', properties: { language: [['TypeScript']] } }] },
      ],
    },
    { id: ids.tab3, type: 'text', title: '', children: [{ type: 'text', title: 'Third panel' }] },
  ],
})

describe.each([
  ['{role, value}', (m: ExtendedRecordMap) => m],
  ['{spaceId, value: {value, role}}', rewrap],
])('tabs in %s', (_name, wrap) => {
  it('renders a tab list with every panel in the HTML, the first shown', async () => {
    const { map, pageId } = page([tabsSpec()])
    const html = await renderMap(wrap(map), pageId, { pageHeader: false })
    expect(html).toContain('role="tablist"')
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3)
    expect(html).toMatch(/<button type="button" role="tab" id="tab-11111111111141118111000000000002"[^>]*aria-selected="true" tabindex="0">早餐<\/button>/)
    expect(html).toMatch(/aria-selected="false" tabindex="-1"><strong>午<\/strong>餐<\/button>/)
    // an empty title is "Tab n" in the reader's language
    expect(html).toMatch(/aria-selected="false" tabindex="-1">Tab 3<\/button>/)
    expect(await renderMap(wrap(map), pageId, { pageHeader: false, labels: { tab: '分頁 {n}' } })).toContain('>分頁 3</button>')
    // panels: all present, only the first not hidden, each labelled by its tab
    expect(html).toMatch(/id="panel-11111111111141118111000000000002" class="notion-tab-panel" aria-labelledby="tab-11111111111141118111000000000002" tabindex="0" data-label="早餐">/)
    expect(html).toMatch(/id="panel-11111111111141118111000000000003"[^>]* hidden="" data-label="午餐">/)
    for (const text of ['First panel text', 'Lunch heading', 'rice', 'fish', 'Third panel']) expect(textOf(html)).toContain(text)
    // nested blocks inside a tab (a toggle holding code) render too
    expect(textOf(html)).toContain('const deep = 1')
    // the heading keeps its anchor id
    expect(html).toContain(`id="${ids.h.replace(/-/g, '')}"`)
  })

  it('accepts NotionNext’s `tabs` type and skips a tabs block with no tab', async () => {
    const { map, pageId } = page([tabsSpec('tabs'), { type: 'tab' }])
    const html = await renderMap(wrap(map), pageId, { pageHeader: false })
    expect(html.match(/role="tablist"/g)).toHaveLength(1)
  })

  it('puts headings inside tabs in the table of contents and every tab in the search text', () => {
    const { map, pageId } = page([{ type: 'header', title: 'Before' }, tabsSpec()])
    expect(getPageToc(wrap(map), pageId).map((t) => t.text)).toEqual(['Before', 'Lunch heading'])
    const text = recordMapToPlainText(wrap(map), pageId)
    for (const word of ['早餐', '午餐', 'First panel text', 'Lunch heading', 'rice', 'const deep = 1', 'Third panel']) expect(text).toContain(word)
  })

  it('writes every tab, label first, into the feed', () => {
    const { map, pageId } = page([tabsSpec()])
    const html = feedHtml(wrap(map), pageId, { mapPageUrl: () => null, mapImageUrl: (u) => u })
    expect(html).toContain('<p><strong>早餐</strong></p><p>First panel text</p>')
    expect(html).toContain('<h3>Lunch heading</h3><ul><li>rice</li><li>fish</li></ul>')
    expect(html).toContain('<p><strong>Tab 3</strong></p><p>Third panel</p>')
  })
})

describe.each([
  ['{role, value}', (m: ExtendedRecordMap) => m],
  ['{spaceId, value: {value, role}}', rewrap],
])('buttons in %s', (_name, wrap) => {
  const mapPageUrl = (id: string) => (id.replace(/-/g, '') === ids.sub.replace(/-/g, '') ? '/article/kitchen/veg' : null)
  const body = () =>
    page(
      [
        button('看完整菜單', 'auto-page', 'blue_background'),
        button('Outside page', 'auto-outside'),
        button('下載 PDF', 'auto-url'),
        button('Notify me', 'auto-hook'),
        button('Call API', 'auto-http'),
        button('Scripted', 'auto-js'),
        button('No automation record', 'auto-missing'),
        button('No automation at all'),
      ],
      automations(),
    )

  it('links open_page targets and leaves everything else an inert label', async () => {
    const { map, pageId } = body()
    const html = await renderMap(wrap(map), pageId, { pageHeader: false, mapPageUrl })
    // a page of the site: its address, in the block's colour
    expect(html).toMatch(/<a class="notion-button notion-button-colored notion-blue_background notion-block-[0-9a-f]+" href="\/article\/kitchen\/veg">看完整菜單<\/a>/)
    // a URL: an external link, opened like other external links
    expect(html).toMatch(/<a class="notion-button notion-button-accent notion-block-[0-9a-f]+" href="https:\/\/example.com\/menu.pdf" target="_blank" rel="noopener noreferrer">下載 PDF<\/a>/)
    // a page outside the site, other actions, unsafe URLs, missing records: the label, inert
    for (const label of ['Outside page', 'Notify me', 'Call API', 'Scripted', 'No automation record', 'No automation at all']) {
      expect(html).toMatch(new RegExp(`<span class="notion-button notion-button-plain notion-block-[0-9a-f]+ notion-button-inert">${label}</span>`))
    }
    expect(html.match(/<a /g)).toHaveLength(2)
    expect(html).not.toContain('javascript:')
  })

  it('never lets an action’s config reach the HTML, the search text or the feed', async () => {
    const { map, pageId } = body()
    const html = await renderMap(wrap(map), pageId, { pageHeader: false, mapPageUrl })
    const text = recordMapToPlainText(wrap(map), pageId)
    const feed = feedHtml(wrap(map), pageId, { mapPageUrl: (id) => (mapPageUrl(id) ? `https://site.example${mapPageUrl(id)}` : null), mapImageUrl: (u) => u })
    for (const out of [html, text, feed]) {
      for (const secret of [SECRET_URL, 'hooks.example.net', SECRET_HEADER, 'sk-live', SECRET_BODY, 'Authorization', 'X-Key']) expect(out).not.toContain(secret)
    }
    expect(text).toContain('Notify me')
    expect(feed).toContain('<p><a href="https://site.example/article/kitchen/veg">看完整菜單</a></p>')
    expect(feed).toContain('<p><a href="https://example.com/menu.pdf">下載 PDF</a></p>')
    expect(feed).toContain('<p>Notify me</p>')
  })

  it('shows a missing automation table (old snapshot, cut chunk) as labels', async () => {
    const { map, pageId } = page([button('看完整菜單', 'auto-page'), button('下載 PDF', 'auto-url')])
    const html = await renderMap(wrap(map), pageId, { pageHeader: false, mapPageUrl })
    expect(html).not.toContain('<a ')
    expect(textOf(html)).toContain('看完整菜單下載 PDF')
  })
})

describe('breadcrumb block', () => {
  it('renders the trail of a page at depth 2 as links, the page itself current', async () => {
    const { map, pageId } = buildMap({ type: 'page', title: 'Red vegetables', children: [{ type: 'breadcrumb' }, { type: 'text', title: 'x' }] })
    const html = await renderMap(rewrap(map), pageId, {
      pageHeader: false,
      labels: { breadcrumb: '導覽路徑' },
      breadcrumb: {
        trail: [
          { title: 'Kitchen sink', href: '/article/kitchen' },
          { title: 'Vegetable colours', href: '/article/kitchen/veg' },
        ],
        current: 'Red vegetables',
      },
    })
    expect(html).toMatch(
      /<nav class="notion-breadcrumb notion-block-[0-9a-f]+" aria-label="導覽路徑"><ol><li><a href="\/article\/kitchen">Kitchen sink<\/a><\/li><li><a href="\/article\/kitchen\/veg">Vegetable colours<\/a><\/li><li><span aria-current="page">Red vegetables<\/span><\/li><\/ol><\/nav>/,
    )
  })

  it('is the post alone on a post, and drops unsafe addresses', async () => {
    const { map, pageId } = buildMap({ type: 'page', title: 'My post', children: [{ type: 'breadcrumb' }] })
    const html = await renderMap(map, pageId, { pageHeader: false })
    expect(html).toContain('<ol><li><span aria-current="page">My post</span></li></ol>')
    const bad = await renderMap(map, pageId, { pageHeader: false, breadcrumb: { trail: [{ title: 'x', href: 'javascript:alert(1)' }] } })
    expect(bad).not.toContain('javascript:')
    // nothing of it in the search text
    expect(recordMapToPlainText(map, pageId)).toBe('')
  })
})
