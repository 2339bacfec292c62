// The embedded sample workspace as data: site settings, every post module, and the other rows.
// scripts/gen-sample.ts turns this into content/sample/.
import type { Motif, Palette } from '../../lib/workspace/builder-art'
import { PALETTES } from '../../lib/workspace/builder-art'
import type { OptionColor, RowSpec, WorkspaceSpec } from '../../lib/workspace/snapshot-builder'
import { hashInt } from '../../lib/workspace/snapshot-builder'
import type { Category, SamplePost } from './dsl'
import { aboutPage, draftPost, hiddenPage, menus, notices, outsidePages } from './pages'
import { POSTS } from './posts'

export const SAMPLE_NAMESPACE = 'leafpress-sample'

export const CATEGORY_COLORS: Record<Category, OptionColor> = { 飲食: 'orange', 營養素: 'green', 疾病預防: 'blue', 食譜: 'yellow' }

export const TAG_COLORS: Record<string, OptionColor> = {
  推荐: 'red',
  蔬菜: 'green',
  蛋白質: 'blue',
  膳食纖維: 'brown',
  維生素: 'orange',
  心血管: 'pink',
  糖尿病: 'purple',
  早餐: 'yellow',
  減重: 'gray',
  睡眠: 'purple',
  'Vitamin.C': 'orange',
}

/** Cover art per category: the motif and the palettes it draws from. */
export const CATEGORY_ART: Record<Category, { motif: Motif; palettes: Palette[] }> = {
  飲食: { motif: 'bowl', palettes: PALETTES.greens },
  營養素: { motif: 'molecule', palettes: PALETTES.sun },
  疾病預防: { motif: 'heart', palettes: PALETTES.sky },
  食譜: { motif: 'plate', palettes: PALETTES.berry },
}

export const coverName = (slug: string) => `cover-${slug}.webp`

/** Every post, newest first (as a Notion table sorted by date would list them). */
export function samplePosts(): SamplePost[] {
  return [...POSTS].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)))
}

/** Art for one post's cover: seeded by its slug so each cover differs. */
export function postArt(p: SamplePost): { motif: Motif; palette: Palette } {
  const art = CATEGORY_ART[p.category]
  return { motif: p.motif ?? art.motif, palette: art.palettes[hashInt(p.slug, art.palettes.length)] }
}

/** A sample post as a published row of the database (the English sample's too), its cover by default the one drawn for its slug. */
export function postRow(p: Omit<SamplePost, 'category'> & { category: string; cover?: string }): RowSpec {
  return {
    title: p.title,
    type: 'Post',
    status: 'Published',
    slug: p.slug,
    summary: p.summary,
    category: p.category,
    date: p.date,
    tags: p.tags,
    icon: p.icon,
    password: p.password,
    cover: p.cover ?? `/files/${coverName(p.slug)}`,
    body: p.body,
  }
}

export function sampleSpec(): WorkspaceSpec {
  const rows: RowSpec[] = samplePosts().map(postRow)
  return {
    namespace: SAMPLE_NAMESPACE,
    title: '食在安心・健康誌',
    description: '健康飲食、營養素與疾病預防的實用筆記，附上簡單好做的家常食譜。',
    icon: '🥗',
    cover: '/files/site-cover.webp',
    createdAt: '2026-11-01T00:00:00.000Z',
    author: { givenName: '小葉', familyName: '林', email: 'editor@example.com', photo: '/files/avatar.webp' },
    categories: CATEGORY_COLORS,
    tags: TAG_COLORS,
    rows: [...rows, aboutPage, hiddenPage, draftPost, ...notices, ...menus],
    outside: outsidePages,
  }
}
