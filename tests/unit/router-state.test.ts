// A router-state header Next could not read is refused by the serving script (a 400) before
// Next's dynamic render throws on it (a 500): scripts/router-state.mjs. Issue #38.
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM module of the serving script, without types
import { routerStateReadable } from '../../scripts/router-state.mjs'

describe('Next-Router-State-Tree', () => {
  const tree = (t: unknown) => encodeURIComponent(JSON.stringify(t))
  it('a state Next reads passes; garbage, a non-array, a wrong shape or an oversized one does not', () => {
    expect(routerStateReadable(undefined)).toBe(true)
    // Next 16's shape: [segment, children, url tuple?, refresh?, hints?, …]; a dynamic segment is [name, key, type, siblings]
    expect(routerStateReadable(tree(['', { children: ['article', { children: ['__PAGE__', {}] }] }, null, null, 1]))).toBe(true)
    expect(routerStateReadable(tree(['', { children: [['lang', 'zh-TW', 'd', null], {}] }, ['/x', '/x'], 'refetch']))).toBe(true)
    for (const bad of ['%7Bnot-json', '[[', '%E0%A4%A', tree({ a: 1 }), tree([1]), tree(['', { children: 'x' }]), 'x'.repeat(15_000), tree(['', {}, null, null, null, 'a'.repeat(40_001)])]) {
      expect(routerStateReadable(bad), bad.slice(0, 40)).toBe(false)
    }
  })
})
