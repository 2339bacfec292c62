// Neighbours and recommendations from the site model's index (lib/site/related.ts) answer what
// a walk over every post answered, for every post of the sample and of a synthetic workspace.
import { describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { neighboursOf, recommendedFor } from '@/lib/site/related'
import { buildSite, postsOf, type SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { buildWorkspace } from '@/lib/workspace/snapshot-builder'
import { workspaceSpec } from '../../scripts/gen-workspace'
import { sampleSite } from '../support/sample'

const config = loadConfig(blogConfig, {})

/** The definition, by walking every post: most shared tags first, then list order. */
function recommendedByWalk(posts: Post[], post: Post, limit: number): Post[] {
  const tags = new Set(post.tags)
  if (!tags.size || limit <= 0) return []
  return posts
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, shared: p.tags.filter((t) => tags.has(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map((x) => x.p)
}

const sites: Array<[string, () => SiteIndex]> = [
  ['the sample', () => sampleSite()],
  ['400 synthetic posts', () => buildSite(buildWorkspace(workspaceSpec({ posts: 400, seed: 'related' })).database, config)],
]

describe.each(sites)('related posts of %s', (_, make) => {
  const site = make()
  const ids = (ps: Post[]) => ps.map((p) => p.id)

  it('recommends what a walk over every post recommends, for every post and limit', () => {
    for (const limit of [0, 1, 3, 6]) {
      for (const post of site.posts) expect(ids(recommendedFor(site.related, post, limit)), `${post.slug} ${limit}`).toEqual(ids(recommendedByWalk(site.posts, post, limit)))
    }
    // a row outside the list (an Invisible post) is answered too
    const other = { ...site.posts[3], id: 'not-listed' }
    expect(ids(recommendedFor(site.related, other, 4))).toEqual(ids(recommendedByWalk(site.posts, other, 4)))
  })

  it('gives the neighbours in list order', () => {
    site.posts.forEach((post, i) => {
      const { prev, next } = neighboursOf(site.related, post.id)
      expect(prev?.id ?? null).toBe(site.posts[i - 1]?.id ?? null)
      expect(next?.id ?? null).toBe(site.posts[i + 1]?.id ?? null)
    })
    expect(neighboursOf(site.related, 'not-a-post')).toEqual({ prev: null, next: null })
  })

  it('lists a category’s and a tag’s posts in list order', () => {
    for (const c of site.categories) expect(ids(postsOf(site, { kind: 'category', value: c.name }))).toEqual(ids(site.posts.filter((p) => p.category === c.name)))
    for (const t of site.tags) expect(ids(postsOf(site, { kind: 'tag', value: t.name }))).toEqual(ids(site.posts.filter((p) => p.tags.includes(t.name))))
    expect(postsOf(site, { kind: 'tag', value: 'no such tag' })).toEqual([])
  })
})
