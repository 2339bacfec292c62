// The English sample database (issue #31, one site in several languages) as data. It sits beside
// the Chinese sample: a post translates the Chinese post with the same slug, and uses its cover
// (/files/cover-<slug>.webp, written to content/sample/files). scripts/gen-sample.ts turns this
// into content/sample-en/.
import { postRow } from '../index'
import type { EnCategory, EnPost, OptionColor, RowSpec, WorkspaceSpec } from './dsl'
import { aboutPageEn, menusEn, noticesEn } from './pages'
import { POSTS_EN } from './posts'

/** Its own id seed: no row, block or collection id equals one of the Chinese sample's. */
export const SAMPLE_EN_NAMESPACE = 'leafpress-sample-en'

export const CATEGORY_COLORS_EN: Record<EnCategory, OptionColor> = { Eating: 'orange', Nutrients: 'green', Prevention: 'blue', Recipes: 'yellow' }

export const TAG_COLORS_EN: Record<string, OptionColor> = {
  Featured: 'red',
  Vegetables: 'green',
  Protein: 'blue',
  Fiber: 'brown',
  Heart: 'pink',
  Breakfast: 'yellow',
  'Weight loss': 'gray',
}

/** Every English post, newest first (as the Chinese sample orders its rows). */
export function samplePostsEn(): EnPost[] {
  return [...POSTS_EN].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)))
}

export function sampleSpecEn(): WorkspaceSpec {
  const rows: RowSpec[] = samplePostsEn().map(postRow)
  return {
    namespace: SAMPLE_EN_NAMESPACE,
    title: 'Eat Well, Live Well',
    description: 'Practical notes on healthy eating, nutrients and disease prevention, with simple home recipes.',
    icon: '🥗',
    cover: '/files/site-cover.webp',
    createdAt: '2026-11-01T00:00:00.000Z',
    author: { givenName: 'Xiaoye', familyName: 'Lin', email: 'editor@example.com', photo: '/files/avatar.webp' },
    categories: CATEGORY_COLORS_EN,
    tags: TAG_COLORS_EN,
    rows: [...rows, aboutPageEn, ...noticesEn, ...menusEn],
  }
}
