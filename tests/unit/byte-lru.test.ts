import { describe, expect, it } from 'vitest'
import { ByteLru } from '@/lib/util/byte-lru'

describe('ByteLru', () => {
  it('evicts the least recently used entries once the bytes exceed the budget', () => {
    const lru = new ByteLru<string, string>(100)
    lru.set('a', 'A', 40)
    lru.set('b', 'B', 40)
    expect(lru.get('a')).toBe('A') // a is now newer than b
    lru.set('c', 'C', 40)
    expect(lru.has('b')).toBe(false)
    expect([...lru.values()]).toEqual(['A', 'C'])
    expect(lru.bytes).toBe(80)
  })

  it('peek reads without changing the order', () => {
    const lru = new ByteLru<string, string>(100)
    lru.set('a', 'A', 40)
    lru.set('b', 'B', 40)
    expect(lru.peek('a')).toBe('A')
    lru.set('c', 'C', 40)
    expect(lru.has('a')).toBe(false)
    expect(lru.has('b')).toBe(true)
  })

  it('counts a replaced value once, with its new size', () => {
    const lru = new ByteLru<string, string>(100)
    lru.set('a', 'A', 40)
    lru.set('a', 'A2', 70)
    expect(lru.size).toBe(1)
    expect(lru.bytes).toBe(70)
    lru.delete('a')
    expect(lru.bytes).toBe(0)
  })

  it('keeps a value larger than the budget until the next one arrives', () => {
    const lru = new ByteLru<string, string>(100)
    lru.set('a', 'A', 10)
    lru.set('big', 'BIG', 500)
    expect(lru.peek('big')).toBe('BIG')
    expect(lru.has('a')).toBe(false)
    lru.set('b', 'B', 10)
    expect(lru.has('big')).toBe(false)
    expect(lru.bytes).toBe(10)
  })

  it('offer stores only what fits without evicting anything', () => {
    const lru = new ByteLru<string, string>(100)
    lru.set('hot', 'H', 60)
    expect(lru.offer('scan1', 'S1', 30)).toBe(true)
    expect(lru.offer('scan2', 'S2', 30)).toBe(false)
    expect(lru.has('hot')).toBe(true)
    expect(lru.has('scan2')).toBe(false)
    // replacing an entry counts its old size as free
    expect(lru.offer('hot', 'H2', 70)).toBe(true)
    expect(lru.bytes).toBe(100)
  })
})
