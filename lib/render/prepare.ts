// prepareBody: the async half of rendering. It runs shiki and katex for every code block and
// formula of the record map, once per content version: results are kept in a bounded in-memory
// LRU keyed by (page id, last_edited_time). NotionBody then renders synchronously from them.
import 'server-only'
import type { ExtendedRecordMap } from 'notion-types'
import type { PreparedBody, RenderArtifacts, RenderOptions } from './types'
import { getPageToc } from '@/lib/site/toc'
import { HIGHLIGHT_PAGE_MS, MAX_HIGHLIGHT_CHARS, MAX_PAGE_HIGHLIGHT_CHARS, codeKey, codeLanguage, mathKey } from './artifact-keys'
import { LruCache } from './cache'
import { highlightCode } from './highlight'
import { renderMath } from './math'
import { blockIds, decorationsText, getBlock, prop, toUuid } from './record'

const CACHE_ENTRIES = 200
const cache = new LruCache<string, RenderArtifacts>(CACHE_ENTRIES)

interface Work {
  code: Map<string, { code: string; language: string }>
  math: Map<string, { tex: string; display: boolean }>
}

/** Finds every code block, block equation and inline equation in the map (rows included). */
function collectWork(recordMap: ExtendedRecordMap): { work: Work; version: number } {
  const work: Work = { code: new Map(), math: new Map() }
  let version = 0
  for (const id of blockIds(recordMap)) {
    const block = getBlock(recordMap, id)
    if (!block) continue
    const edited = Number(block.last_edited_time)
    if (Number.isFinite(edited) && edited > version) version = edited
    if (block.type === 'code') {
      const code = decorationsText(prop(block, 'title'))
      const language = codeLanguage(block)
      work.code.set(codeKey(language, code), { code, language })
    } else if (block.type === 'equation') {
      const tex = decorationsText(prop(block, 'title'))
      if (tex.trim()) work.math.set(mathKey(true, tex), { tex, display: true })
    }
    const properties = block.properties
    if (properties && typeof properties === 'object') {
      for (const value of Object.values(properties as Record<string, unknown>)) collectInlineMath(value, work)
    }
  }
  return { work, version }
}

function collectInlineMath(value: unknown, work: Work): void {
  if (!Array.isArray(value)) return
  for (const part of value) {
    const decorations = Array.isArray(part) ? part[1] : null
    if (!Array.isArray(decorations)) continue
    for (const d of decorations) {
      if (Array.isArray(d) && d[0] === 'e' && typeof d[1] === 'string' && d[1]) work.math.set(mathKey(false, d[1]), { tex: d[1], display: false })
    }
  }
}

/** Computes what the cached artifacts lack (nothing, when the version was seen before). */
async function fill(artifacts: RenderArtifacts, work: Work): Promise<void> {
  for (const [key, { tex, display }] of work.math) {
    if (artifacts.math.has(key)) continue
    const html = renderMath(tex, display)
    if (html) artifacts.math.set(key, html)
  }
  // Code in page order, within the budget (artifact-keys.ts); the rest stays plain text
  // (blocks/code.tsx). Cached blocks count against the characters, so highlighted output stays
  // within them whatever was cached; the time is this call's (a later render may add blocks).
  let budget = MAX_PAGE_HIGHLIGHT_CHARS
  const until = performance.now() + HIGHLIGHT_PAGE_MS
  for (const [key, { code, language }] of work.code) {
    if (code.length > MAX_HIGHLIGHT_CHARS || code.length > budget) continue
    budget -= code.length
    if (artifacts.code.has(key)) continue
    if (performance.now() > until) continue
    const html = await highlightCode(code, language).catch(() => null)
    if (html) artifacts.code.set(key, html)
    // one block at a time, letting other requests run in between
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/**
 * Prepares a page body: highlighted code and rendered formulas (cached per page version) and the
 * table of contents (options.toc, or computed). The result stays on the server.
 */
export async function prepareBody(recordMap: ExtendedRecordMap, pageId: string, options: RenderOptions): Promise<PreparedBody> {
  const root = getBlock(recordMap, pageId)
  const id = root?.id ?? toUuid(String(pageId))
  const { work, version } = collectWork(recordMap)
  const key = `${id}@${version}`
  let artifacts = cache.get(key)
  if (!artifacts) {
    artifacts = { code: new Map(), math: new Map() }
    cache.set(key, artifacts)
  }
  // Entries are keyed by content, so a reused entry is never wrong; only what is missing is computed.
  await fill(artifacts, work)
  return { recordMap, pageId: id, options, toc: options.toc ?? getPageToc(recordMap, id), artifacts }
}

/** Test helper: empties the body cache. */
export function clearBodyCache(): void {
  cache.clear()
}

export function bodyCacheSize(): number {
  return cache.size
}
