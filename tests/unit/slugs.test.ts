// The slug rules (lib/site/slugs.ts) and what the site model makes of them.
import { describe, expect, it } from 'vitest'
import { normaliseHref, normaliseSlug, settleDuplicates } from '@/lib/site/slugs'
import type { Post } from '@/lib/site/types'

describe('slug rules', () => {
  it('1: trimmed, no slashes at the ends, runs of spaces as one "-", Latin capitals small', () => {
    expect(normaliseSlug(' Healthy Eating/ ')).toBe('healthy-eating')
    expect(normaliseSlug('/winter   warm\tdrinks')).toBe('winter-warm-drinks')
    expect(normaliseSlug('膳食纖維 Guide')).toBe('膳食纖維-guide')
    expect(normaliseSlug('already-fine')).toBe('already-fine')
    expect(normaliseSlug('   ')).toBe('')
    expect(normaliseHref('/article/Healthy Eating')).toBe('/article/healthy-eating')
  })

  const row = (id: string, slug: string, over: Partial<Post> = {}): Post =>
    ({ id, slug, href: `/article/${slug}`, type: 'Post', status: 'Published', createdDate: 0, ...over }) as Post
  const settle = (rows: Post[]) =>
    settleDuplicates(
      rows,
      (p) => p.status !== 'Draft',
      (p) => p.status === 'Published',
      (p, slug) => `/article/${slug}`,
    )

  it('3: on one address the Published row keeps it, then the one created first; the others move to slug-<id8>', () => {
    const moved = settle([
      row('bbbbbbbb000000000000000000000000', 'same', { createdDate: 1 }),
      row('aaaaaaaa000000000000000000000000', 'same', { createdDate: 2 }),
      row('cccccccc000000000000000000000000', 'same', { status: 'Invisible', createdDate: 0 }),
      row('dddddddd000000000000000000000000', 'same', { status: 'Draft' }),
      row('eeeeeeee000000000000000000000000', 'alone'),
    ])
    expect([...moved.keys()].sort()).toEqual(['aaaaaaaa000000000000000000000000', 'cccccccc000000000000000000000000'])
    expect(moved.get('aaaaaaaa000000000000000000000000')).toEqual({ slug: 'same-aaaaaaaa', href: '/article/same-aaaaaaaa', by: 'bbbbbbbb000000000000000000000000' })
    expect(moved.get('cccccccc000000000000000000000000')!.by).toBe('bbbbbbbb000000000000000000000000')
  })

  it('3: the same rows in another order settle the same way', () => {
    const a = row('aaaaaaaa000000000000000000000000', 'x', { createdDate: 5 })
    const b = row('bbbbbbbb000000000000000000000000', 'x', { createdDate: 5 })
    expect([...settle([a, b]).entries()]).toEqual([...settle([b, a]).entries()])
  })
})
