// Which post translates which (issue #31), between the databases of a site's languages:
//
//   1. A post whose translation property names a post of another language — by its 32-hex id or
//      by its slug — is paired with it, both ways.
//   2. Otherwise posts with equal slugs are paired.
//   3. A post has at most one translation per language: a named pair goes before a slug pair,
//      and when two posts want the same one, the one created first has it.
// Pairs are reciprocal by construction: each is written for both posts.
export interface Translatable {
  id: string
  slug: string
  createdDate: number
  /** the translation property: the other post's slug or id, or empty */
  translation?: string | null
}

/** post id → (locale → the id of its translation in that language) */
export type TranslationIndex = Map<string, Map<string, string>>

interface Candidate {
  a: Translatable
  b: Translatable
  named: boolean
}

/** The posts a translation property may name, by id (compact, lowercase) and by slug. */
function byName(posts: readonly Translatable[]): Map<string, Translatable> {
  const out = new Map<string, Translatable>()
  for (const p of posts) {
    if (!out.has(p.slug)) out.set(p.slug, p)
    out.set(p.id, p)
  }
  return out
}

/** The post `from`'s translation property names among `names`, if any. */
function named(from: Translatable, names: Map<string, Translatable>): Translatable | undefined {
  const raw = from.translation?.trim()
  if (!raw) return undefined
  return names.get(raw.replace(/-/g, '').toLowerCase()) ?? names.get(raw)
}

export function pairTranslations(byLocale: ReadonlyMap<string, readonly Translatable[]>): TranslationIndex {
  const index: TranslationIndex = new Map()
  const link = (x: Translatable, locale: string, y: Translatable) => {
    const own = index.get(x.id) ?? new Map<string, string>()
    own.set(locale, y.id)
    index.set(x.id, own)
  }
  const locales = [...byLocale.keys()]
  for (const [i, l1] of locales.entries()) {
    for (const l2 of locales.slice(i + 1)) {
      const left = byLocale.get(l1)!
      const right = byLocale.get(l2)!
      const bySlug = new Map<string, Translatable[]>()
      for (const b of right) bySlug.set(b.slug, [...(bySlug.get(b.slug) ?? []), b])
      // indexed, not compared pairwise: two databases of 10,000 posts are 10^8 pairs
      const leftNames = byName(left)
      const rightNames = byName(right)
      const candidates: Candidate[] = []
      for (const a of left) {
        const b = named(a, rightNames)
        if (b) candidates.push({ a, b, named: true })
        for (const b of bySlug.get(a.slug) ?? []) candidates.push({ a, b, named: false })
      }
      for (const b of right) {
        const a = named(b, leftNames)
        if (a) candidates.push({ a, b, named: true })
      }
      candidates.sort((x, y) => Number(y.named) - Number(x.named) || Math.min(x.a.createdDate, x.b.createdDate) - Math.min(y.a.createdDate, y.b.createdDate))
      const takenLeft = new Set<string>()
      const takenRight = new Set<string>()
      for (const { a, b } of candidates) {
        if (takenLeft.has(a.id) || takenRight.has(b.id)) continue
        takenLeft.add(a.id)
        takenRight.add(b.id)
        link(a, l2, b)
        link(b, l1, a)
      }
    }
  }
  return index
}
