// next's pure decisions (numbering, grouping, weights), apart from the markup.
import type { ArchiveGroup, Post, TocItem } from '@/lib/site/types'
import type { TocEntry } from '@/lib/ui/kit/TocList'

/**
 * The TOC as TocList entries, numbered like a book when `numbered` (1, 1.1, 1.2, 2 …). Levels
 * are taken relative to the shallowest heading, and a heading deeper than the one before it by
 * more than a level counts as one level deeper, so no number ever has a 0 in it.
 */
export function bookToc(items: TocItem[], numbered: boolean): TocEntry[] {
  if (!items.length) return []
  const top = Math.min(...items.map((i) => i.indentLevel))
  const counters: number[] = []
  let depth = -1
  return items.map((item) => {
    depth = Math.min(item.indentLevel - top, depth + 1)
    counters.length = depth + 1
    counters[depth] = (counters[depth] ?? 0) + 1
    const label = numbered ? `${counters.join('.')}. ${item.text}` : item.text
    return { id: item.id, text: label, level: depth }
  })
}

export interface YearGroup<T> {
  year: string
  items: T[]
}

/** Consecutive items of the same year together, in the given order. */
export function byYear<T>(items: T[], dayOf: (item: T) => string): YearGroup<T>[] {
  const out: YearGroup<T>[] = []
  for (const item of items) {
    const year = dayOf(item).slice(0, 4)
    const last = out[out.length - 1]
    if (last?.year === year) last.items.push(item)
    else out.push({ year, items: [item] })
  }
  return out
}

/** The archive's month groups under their years. */
export const archiveYears = (groups: ArchiveGroup[]) => byYear(groups, (g) => g.month)

/** A post list's posts under their years. */
export const postYears = (posts: Post[]) => byYear(posts, (p) => p.publishDay)

/** A tag's weight in the cloud, 0 (fewest posts) … 1 (most), on a log scale. */
export function cloudWeight(count: number, min: number, max: number): number {
  if (max <= min) return 0.5
  return Math.round(((Math.log(count) - Math.log(min)) / (Math.log(max) - Math.log(min))) * 100) / 100
}

/** 'MM-DD' of a yyyy-MM-dd day, for timeline rows under a year heading. */
export const monthDay = (day: string) => day.slice(5, 10)
