// The English sample's DSL: the Chinese sample's helpers (../dsl) with English categories.
import type { SamplePost } from '../dsl'

export * from '../dsl'

export type EnCategory = 'Eating' | 'Nutrients' | 'Prevention' | 'Recipes'

/**
 * One English post. A post with the `slug` of a Chinese sample post is its translation (the
 * languages are paired by equal slug) and borrows that post's cover, /files/cover-<slug>.webp.
 */
export type EnPost = Omit<SamplePost, 'category' | 'motif'> & {
  category: EnCategory
  /** a `/files/…` URL; by default the Chinese original's cover, /files/cover-<slug>.webp */
  cover?: string
}

/** Identity with a type: keeps each post module a plain, checked object. */
export const postEn = (p: EnPost): EnPost => p
