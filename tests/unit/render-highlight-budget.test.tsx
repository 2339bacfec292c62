// A huge code block cannot stall the server (issue #29): shiki runs within a budget per block
// and per page, the rest is plain escaped text, and readers still get every character.
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { NotionBody, prepareBody } from '@/lib/render'
import { codeKey, MAX_HIGHLIGHT_CHARS, MAX_PAGE_HIGHLIGHT_CHARS } from '@/lib/render/artifact-keys'
import { highlightCode } from '@/lib/render/highlight'
import { buildMap, testOptions, textOf } from './render-test-utils'

const LINE = 'export const f = (a: number) => a < 2 && "<script>alert(1)</script>" ? `${a}` : bar(a) // 😀\n'
/** `size` characters of TypeScript, different per block. */
const source = (n: number, size: number) => `// block ${n}\n${LINE.repeat(Math.ceil(size / LINE.length))}`.slice(0, size)

function codePage(blocks: string[]) {
  return buildMap({ type: 'page', title: 'Code', children: blocks.map((title) => ({ type: 'code', title, properties: { language: [['TypeScript']] } })) })
}

/** Highlighted blocks carry shiki's token spans; plain ones only the text. */
const highlightedBlocks = (html: string) => html.split('class="notion-code-body"').slice(1).filter((b) => /<pre[^>]*><code><span class="line"><span style=/.test(b)).length

beforeAll(async () => {
  await highlightCode('const a = 1', 'typescript') // the highlighter and grammar loaded once, not timed below
}, 60_000)

describe('highlighting budget', () => {
  it('a page with 8 code blocks of 93 KB prepares at once and shows all the text, escaped', async () => {
    const blocks = Array.from({ length: 8 }, (_, i) => source(i, 93_000))
    const { map, pageId } = codePage(blocks)
    const t = performance.now()
    const prepared = await prepareBody(map, pageId, testOptions)
    const took = performance.now() - t
    expect(took).toBeLessThan(1_000) // unbounded: ~1.3 s per block, ~10 s in all
    const html = renderToStaticMarkup(<NotionBody prepared={prepared} />)
    expect(html).not.toContain('<script>')
    const text = textOf(html)
    for (const b of blocks) expect(text.includes(b)).toBe(true)
    expect(highlightedBlocks(html)).toBe(0)
  }, 30_000)

  it('highlights blocks in page order until the page budget is spent, the rest plain; the event loop keeps turning', async () => {
    const size = MAX_HIGHLIGHT_CHARS - 500
    const blocks = Array.from({ length: 8 }, (_, i) => source(100 + i, size))
    const { map, pageId } = codePage(blocks)
    let last = performance.now()
    let longest = 0
    const tick = setInterval(() => {
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
    }, 5)
    const prepared = await prepareBody(map, pageId, testOptions)
    clearInterval(tick)
    const html = renderToStaticMarkup(<NotionBody prepared={prepared} />)
    // the first block always; more while the page's time lasts, never past its characters
    const highlighted = highlightedBlocks(html)
    expect(highlighted).toBeGreaterThanOrEqual(1)
    expect(highlighted).toBeLessThanOrEqual(Math.floor(MAX_PAGE_HIGHLIGHT_CHARS / size))
    expect(blocks.slice(0, highlighted).every((b) => prepared.artifacts.code.has(codeKey('TypeScript', b)))).toBe(true)
    const text = textOf(html)
    for (const b of blocks) expect(text.includes(b)).toBe(true)
    // timers ran between blocks: one block's worth of blocking at most (unbounded: ~10 s here)
    expect(longest).toBeLessThan(3_000)
  }, 30_000)
})
