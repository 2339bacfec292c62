// Rendered bodies are cached per (page id, last_edited_time): shiki and katex run once per
// content version, and the cache stays bounded.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LruCache } from '@/lib/render/cache'
import { highlightCode } from '@/lib/render/highlight'
import { bodyCacheSize, clearBodyCache, prepareBody } from '@/lib/render/prepare'
import { buildMap, testOptions } from './render-test-utils'

vi.mock('@/lib/render/highlight', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/render/highlight')>()
  return { ...real, highlightCode: vi.fn(real.highlightCode) }
})

beforeEach(() => {
  clearBodyCache()
  vi.mocked(highlightCode).mockClear()
})

function page(edited: number, code = 'print(1)') {
  return buildMap({
    id: '11111111-1111-4111-8111-111111111111',
    type: 'page',
    last_edited_time: edited,
    children: [{ type: 'code', title: code, properties: { language: [['Python']] }, last_edited_time: edited }],
  })
}

describe('body cache', () => {
  it('highlights once per content version', async () => {
    const v1 = page(1000)
    const first = await prepareBody(v1.map, v1.pageId, testOptions)
    const again = await prepareBody(page(1000).map, v1.pageId, testOptions)
    expect(highlightCode).toHaveBeenCalledTimes(1)
    expect(again.artifacts).toBe(first.artifacts)

    const v2 = page(2000, 'print(2)')
    const next = await prepareBody(v2.map, v2.pageId, testOptions)
    expect(highlightCode).toHaveBeenCalledTimes(2)
    expect(next.artifacts).not.toBe(first.artifacts)
  })

  it('never serves stale output when content changes without a new edit time', async () => {
    const a = page(5000, 'a = 1')
    await prepareBody(a.map, a.pageId, testOptions)
    const b = page(5000, 'b = 2')
    const prepared = await prepareBody(b.map, b.pageId, testOptions)
    expect([...prepared.artifacts.code.keys()].some((k) => k.endsWith('b = 2'))).toBe(true)
  })

  it('keeps options per call (they are not part of the cached output)', async () => {
    const v = page(3000)
    const other = { ...testOptions, mapPageUrl: () => '/elsewhere' }
    const one = await prepareBody(v.map, v.pageId, testOptions)
    const two = await prepareBody(v.map, v.pageId, other)
    expect(one.options).toBe(testOptions)
    expect(two.options).toBe(other)
  })

  it('is bounded', async () => {
    for (let i = 0; i < 210; i++) {
      const v = buildMap({ type: 'page', last_edited_time: i })
      await prepareBody(v.map, v.pageId, testOptions)
    }
    expect(bodyCacheSize()).toBe(200)
  })
})

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })
})
