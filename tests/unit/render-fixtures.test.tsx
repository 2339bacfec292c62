// Every real Notion record map in tests/fixtures/real-notion renders, and every piece of text
// a reader should see (titles and captions of reachable blocks, titles of database rows shown in
// table views) is in the HTML.
import fs from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Block, ExtendedRecordMap } from 'notion-types'
import { NotionBody, prepareBody, type RenderOptions } from '@/lib/render'
import { blockCollectionId, childIds, findRootPageId, fmt, getBlock, prop } from '@/lib/render/record'
import { viewData } from '@/lib/render/blocks/collection/data'

const FIXTURES = path.resolve(__dirname, '../fixtures/real-notion')

/**
 * Fixtures come in three shapes: a record map; `{ recordMap, cursor }` (a page chunk) or
 * `{ recordMap, result }` (a collection query, whose result we put where getPage() puts it: in
 * collection_query under the first view of the map's database block); or one bare block.
 */
function loadRecordMap(file: string): ExtendedRecordMap {
  const raw = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8'))
  if (raw.id && raw.type) return { block: { [raw.id]: { role: 'reader', value: raw } } } as unknown as ExtendedRecordMap
  const map = (raw.recordMap ?? raw) as ExtendedRecordMap
  if (raw.result && raw.recordMap) {
    for (const id of Object.keys(map.block)) {
      const block = getBlock(map, id) as (Block & { view_ids?: string[] }) | undefined
      const collectionId = blockCollectionId(block)
      if (block?.type === 'collection_view' && collectionId && block.view_ids?.[0]) {
        map.collection_query = { [collectionId]: { [block.view_ids[0]]: raw.result } }
        break
      }
    }
  }
  return map
}

const options: RenderOptions = {
  mapPageUrl: (id) => `/p/${id.replace(/-/g, '')}`,
  mapImageUrl: (url, block) => `/img?u=${encodeURIComponent(url)}&b=${block.id}`,
}

function unescapeHtml(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
}

/** Text pieces of a rich-text value a reader sees as typed (mentions and formulas are replaced). */
function pieces(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((part): part is [string, unknown] => Array.isArray(part) && typeof part[0] === 'string')
    .filter(([, decorations]) => !(Array.isArray(decorations) && decorations.some((d) => Array.isArray(d) && ['p', '‣', 'd', 'u', 'e', 'lm', 'eoi'].includes(d[0]))))
    .map(([text]) => text.trim())
    .filter(Boolean)
}

/**
 * Walks the blocks the body shows, from the root down through `content`, the way the renderer
 * does. Not collected, because they are legitimately not shown:
 * - blocks no `content` path reaches (other pages' blocks in the same map);
 * - the content of sub-pages and database rows: they render as links (their title is checked);
 * - the title of an image: it is the uploaded file's name, not text of the page;
 * - the LaTeX source of equations: katex turns it into formula markup;
 * - the title of a `page` block that is the root of a body rendered without its header (none here).
 */
function expectedTexts(map: ExtendedRecordMap, rootId: string): string[] {
  const texts: string[] = []
  const seen = new Set<string>()
  const visit = (id: string) => {
    const block = getBlock(map, id)
    if (!block || seen.has(block.id)) return
    seen.add(block.id)
    if (block.type !== 'image' && block.type !== 'equation') texts.push(...pieces(prop(block, 'title')))
    texts.push(...pieces(prop(block, 'caption')))
    if (block.type === 'collection_view' || block.type === 'collection_view_page') {
      const data = viewData(map, block)
      if (!('missing' in data) && data.view.type === 'table') for (const row of data.rows) texts.push(...pieces(prop(row, 'title')))
      if (block.id !== rootId && block.type === 'collection_view_page') return
    }
    if (block.id !== rootId && (block.type === 'page' || block.type === 'alias')) return
    if (block.type === 'transclusion_reference') visit(fmt(block).transclusion_reference_pointer?.id)
    for (const child of childIds(block)) visit(child)
  }
  visit(rootId)
  return texts
}

const files = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.json'))

async function renderText(map: ExtendedRecordMap, pageId: string, opts: RenderOptions = options) {
  const prepared = await prepareBody(map, pageId, opts)
  const html = renderToStaticMarkup(<NotionBody prepared={prepared} />)
  return { html, source: unescapeHtml(html), text: unescapeHtml(html.replace(/<[^>]*>/g, '')) }
}

/** Share of the expected pieces of text the rendered page holds (1 when nothing is expected). */
function coverage(expected: string[], { source, text }: { source: string; text: string }) {
  const missing = expected.filter((t) => !source.includes(t) && !text.includes(t))
  return { missing, ratio: expected.length ? (expected.length - missing.length) / expected.length : 1 }
}

/**
 * The same map as if every database query of the page had failed (Notion's 400 for a linked
 * database the viewer cannot read): no query results, no collection records.
 */
function withoutDatabases(map: ExtendedRecordMap): ExtendedRecordMap {
  return { ...map, collection: {}, collection_query: {} } as ExtendedRecordMap
}

const totals = { expected: 0, found: 0, unavailable: 0 }

describe('real Notion record maps', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('has fixtures to test', () => {
    expect(files.length).toBeGreaterThanOrEqual(19)
  })

  for (const file of files) {
    it(`renders ${file} with all its text`, async () => {
      const map = loadRecordMap(file)
      const pageId = findRootPageId(map)!
      expect(pageId).toBeTruthy()
      const rendered = await renderText(map, pageId)
      expect(rendered.html).toContain('notion-page')
      expect(rendered.html).not.toMatch(/<script/i)
      expect(rendered.html).not.toMatch(/href="\s*(javascript|data|vbscript):/i)

      const expected = expectedTexts(map, pageId)
      const { missing, ratio } = coverage(expected, rendered)
      totals.expected += expected.length
      totals.found += expected.length - missing.length
      expect(missing).toEqual([])
      expect(ratio).toBe(1)
      // the first highlighting of a language loads its grammar: seconds on a busy 2-core machine
    }, 30_000)

    it(`renders ${file} with all its other text when its databases cannot be read`, async () => {
      const map = loadRecordMap(file)
      const pageId = findRootPageId(map)!
      const broken = withoutDatabases(map)
      const rendered = await renderText(broken, pageId, { ...options, labels: { databaseUnavailable: 'DB-UNAVAILABLE' } })
      // what the page says outside its databases: the texts of the map with no database at all
      const expected = expectedTexts(broken, pageId)
      const { missing, ratio } = coverage(expected, rendered)
      expect(missing).toEqual([])
      expect(ratio).toBe(1)
      // every database drawn says it cannot be shown, none is drawn as an (empty) view
      expect(rendered.html).not.toMatch(/notion-collection-view-/)
      const shown = rendered.html.match(/data-database-unavailable/g)?.length ?? 0
      expect(rendered.text.split('DB-UNAVAILABLE').length - 1).toBe(shown)
      totals.unavailable += shown
    }, 30_000)
  }

  it('covers at least 99.5% of the text of all fixtures together', () => {
    expect(totals.expected).toBeGreaterThan(100)
    expect(totals.found / totals.expected).toBeGreaterThanOrEqual(0.995)
    // the fixtures do have databases, and each one without its data said so
    expect(totals.unavailable).toBeGreaterThanOrEqual(3)
  })
})
