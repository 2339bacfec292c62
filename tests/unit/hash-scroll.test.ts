import { describe, expect, it } from 'vitest'
import { anchorId, hashScrollScript } from '@/lib/ui/hash-scroll-script'

describe('smooth scroll to a URL’s #anchor', () => {
  it('reads the id a hash names, decoded; nothing for an empty or malformed one', () => {
    expect(anchorId('#2026-10')).toBe('2026-10')
    expect(anchorId('#%E7%B0%A1%E4%BB%8B')).toBe('簡介')
    expect(anchorId('#')).toBeNull()
    expect(anchorId('')).toBeNull()
    expect(anchorId('#%E7%B0')).toBeNull()
  })
  it('is one self-contained expression the browser can run', () => {
    const src = hashScrollScript()
    expect(() => new Function(src)).not.toThrow()
    expect(src).toContain('180')
  })
})
