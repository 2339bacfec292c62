// The slug rules: how a row's slug property becomes its address, deterministically, so that no
// two readable rows share an address and no row vanishes because of its slug. (The README says
// them to editors, "For editors"; the status page says which one applied to a row.)
//
//   1. The slug is trimmed, slashes at its ends dropped, every run of spaces becomes one "-",
//      and Latin capitals become small letters: " Healthy Eating/ " → "healthy-eating".
//   2. A row without a slug is at its page id (32 hex).
//   3. When readable rows (Published or Invisible posts and pages) end up at one address, one
//      keeps it: a Published row before an Invisible one, then the row created first. Every
//      other is at "<slug>-<its id's first 8 characters>".
import type { Post } from './types'

/** What happened to a row's slug on the way to its address (none: used as written). */
export type SlugNote =
  | { kind: 'empty' }
  | { kind: 'normalised'; written: string }
  | { kind: 'taken'; written: string; by: string }

/** Rule 1: the slug as an address segment. */
export function normaliseSlug(written: string): string {
  return written
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\s+/g, '-')
    .replace(/[A-Z]+/g, (m) => m.toLowerCase())
}

/** The address form of a path a reader typed (each segment by rule 1), to find a row by. */
export function normaliseHref(href: string): string {
  return href
    .split('/')
    .map((s) => normaliseSlug(s))
    .join('/')
}

/**
 * Rule 3 over rows whose slugs already follow rules 1–2: the rows that give up their address,
 * with the address each gets instead and who keeps the one they wrote. `readable` rows take
 * part; `published` decides first, creation time next.
 */
export function settleDuplicates(
  rows: Post[],
  readable: (p: Post) => boolean,
  published: (p: Post) => boolean,
  hrefOf: (p: Post, slug: string) => string,
): Map<string, { slug: string; href: string; by: string }> {
  const byHref = new Map<string, Post[]>()
  for (const p of rows) {
    if (!readable(p)) continue
    const list = byHref.get(p.href)
    if (list) list.push(p)
    else byHref.set(p.href, [p])
  }
  const moved = new Map<string, { slug: string; href: string; by: string }>()
  for (const list of byHref.values()) {
    if (list.length < 2) continue
    const [keeper, ...others] = [...list].sort((a, b) => Number(published(b)) - Number(published(a)) || a.createdDate - b.createdDate || (a.id < b.id ? -1 : 1))
    for (const p of others) {
      const slug = `${p.slug}-${p.id.slice(0, 8)}`
      moved.set(p.id, { slug, href: hrefOf(p, slug), by: keeper.id })
    }
  }
  return moved
}
