// Rich-text decorations: one place renders them all (lib/render/rich-text.tsx).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildMap, renderBlocks, renderMap, textOf, uid } from './render-test-utils'

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const para = (title: unknown) => ({ type: 'text', title })

describe('formatting', () => {
  it('renders bold, italic, strikethrough, underline and inline code', async () => {
    const html = await renderBlocks([
      para([['bold', [['b']]], [' '], ['italic', [['i']]], [' '], ['gone', [['s']]], [' '], ['under', [['_']]], [' '], ['x < y', [['c']]]]),
    ])
    expect(html).toMatch(/<(b|strong)>bold<\/(b|strong)>/)
    expect(html).toMatch(/<(i|em)>italic<\/(i|em)>/)
    expect(html).toMatch(/<s>gone<\/s>/)
    expect(html).toContain('<span class="notion-inline-underscore">under</span>')
    expect(html).toContain('<code class="notion-inline-code">x &lt; y</code>')
  })

  it('nests several decorations on one piece', async () => {
    const html = await renderBlocks([para([['all', [['b'], ['i'], ['s']]]])])
    expect(html).toMatch(/<s><em><strong>all<\/strong><\/em><\/s>/)
  })

  it('turns text and background colours into notion-* classes', async () => {
    const html = await renderBlocks([para([['red', [['h', 'red']]], ['bg', [['h', 'blue_background']]], ['plain', [['h', 'default']]]])])
    expect(html).toContain('<span class="notion-red">red</span>')
    expect(html).toContain('<span class="notion-blue_background">bg</span>')
    expect(html).not.toContain('notion-default')
  })

  it('ignores colour values that are not colour names', async () => {
    const html = await renderBlocks([para([['x', [['h', 'red" onclick="alert(1)']]]])])
    expect(html).not.toContain('onclick')
    expect(textOf(html)).toContain('x')
  })
})

describe('links', () => {
  it('links external URLs in a new tab, safely', async () => {
    const html = await renderBlocks([para([['site', [['a', 'https://example.com/a?b=1&c=2']]]])])
    expect(html).toContain('href="https://example.com/a?b=1&amp;c=2"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it('never links javascript:, data: or vbscript: URLs', async () => {
    const html = await renderBlocks([
      para([['one', [['a', 'javascript:alert(1)']]]]),
      para([['two', [['a', ' JaVa\tScript:alert(1)']]]]),
      para([['three', [['a', 'data:text/html,<script>alert(1)</script>']]]]),
      para([['four', [['a', 'vbscript:msgbox']]]]),
    ])
    expect(html).not.toMatch(/<a /)
    expect(html).not.toMatch(/javascript|vbscript|data:/i)
    expect(textOf(html)).toContain('one')
    expect(textOf(html)).toContain('four')
  })

  it('maps internal paths and notion.so links with a page id to the site URL', async () => {
    const id = '067dd719a912471ea9a3ac10710e7fdf'
    const html = await renderBlocks([
      para([['home', [['a', `/${id}`]]]]),
      para([['notion', [['a', `https://www.notion.so/team/Some-Page-${id}#abc`]]]]),
    ])
    expect(html).toContain(`href="/p/${id}"`)
    expect(html).toContain(`href="/p/${id}#abc"`)
  })

  it('leaves notion.so links of unknown pages pointing at Notion, drops unknown internal paths', async () => {
    const html = await renderBlocks(
      [para([['ext', [['a', 'https://www.notion.so/Other-0123456789abcdef0123456789abcdef']]]]), para([['int', [['a', '/0123456789abcdef0123456789abcdef']]]])],
      { mapPageUrl: () => null },
    )
    expect(html).toContain('href="https://www.notion.so/Other-0123456789abcdef0123456789abcdef"')
    expect(html.match(/<a /g)?.length).toBe(1)
  })
})

describe('mentions', () => {
  it('links a page mention to mapPageUrl with the title from the record map', async () => {
    const target = uid()
    const { map, pageId } = buildMap({
      type: 'page',
      title: 'Root',
      children: [
        para([['See '], ['‣', [['p', target]]], ['.']]),
        { id: target, type: 'page', title: 'Target page', format: { page_icon: '🎯' } },
      ],
    })
    const html = await renderMap(map, pageId, { pageHeader: false })
    expect(html).toMatch(new RegExp(`<a class="notion-link notion-page-mention" href="/p/${target.replace(/-/g, '')}">.*Target page.*</a>`))
    expect(html).toContain('🎯')
  })

  it('renders a page mention without a link when mapPageUrl does not know the page', async () => {
    const target = uid()
    const { map, pageId } = buildMap({ type: 'page', children: [para([['‣', [['p', target]]]]), { id: target, type: 'page', title: 'Hidden' }] })
    const html = await renderMap(map, pageId, { pageHeader: false, mapPageUrl: () => null })
    expect(html).toContain('<span class="notion-page-mention">')
    expect(html).toContain('Hidden')
  })

  it('formats date mentions with time and zone', async () => {
    const html = await renderBlocks([
      para([['‣', [['d', { type: 'datetime', start_date: '2024-01-02', start_time: '10:00', time_zone: 'Asia/Taipei' }]]]]),
      para([['‣', [['d', { type: 'daterange', start_date: '2021-02-11', end_date: '2021-02-14' }]]]]),
    ])
    expect(textOf(html)).toContain('Jan 2, 2024 10:00 (Asia/Taipei)')
    expect(textOf(html)).toContain('Feb 11, 2021 → Feb 14, 2021')
  })

  it('shows a user mention by name, and nothing (logged) for an unknown user', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = uid()
    const html = await renderBlocks([para([['‣', [['u', user]]], [' and '], ['‣', [['u', 'missing-user']]]])], {}, {
      notion_user: { [user]: { role: 'reader', value: { id: user, given_name: 'Ada', family_name: 'Lovelace' } } },
    } as never)
    expect(html).toContain('<span class="notion-user">Ada Lovelace</span>')
    expect(html).not.toContain('‣')
    expect(warn.mock.calls.flat().join(' ')).toContain('missing-user')
  })

  it('renders link mentions as links with their title', async () => {
    const html = await renderBlocks([para([['‣', [['lm', { href: 'https://github.com/x/y', title: 'x/y on GitHub' }]]]]), para([['‣', [['lm', 'javascript:alert(1)']]]])])
    expect(html).toMatch(/<a class="notion-link notion-link-mention" href="https:\/\/github.com\/x\/y"[^>]*>x\/y on GitHub<\/a>/)
    expect(html).not.toMatch(/href="javascript/i)
    expect(html).toContain('<span class="notion-link-mention">javascript:alert(1)</span>')
  })

  it('renders inline equations with katex on the server', async () => {
    const html = await renderBlocks([para([['E = '], ['⁍', [['e', 'mc^2']]]])])
    expect(html).toContain('notion-equation-inline')
    expect(html).toContain('class="katex"')
    expect(html).not.toMatch(/<script/i)
  })
})

describe('bad rich text', () => {
  it('renders what it can from malformed arrays and never throws', async () => {
    const html = await renderBlocks([
      para('a plain string'),
      para(null),
      para(42),
      para({ not: 'an array' }),
      para([null, 'loose', 7, ['ok'], [null], [['nested']], ['unknown', [['zz', 1], null, 'b', ['b']]], ['bad-deco', 'notarray'], ['bad-mention', [['p', 42]]], ['bad-date', [['d', null]]]]),
    ])
    const text = textOf(html)
    expect(text).toContain('a plain string')
    expect(text).toContain('loose')
    expect(text).toContain('ok')
    expect(html).toMatch(/<strong>unknown<\/strong>/)
    expect(text).toContain('bad-deco')
  })
})
