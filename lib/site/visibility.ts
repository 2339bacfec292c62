// The visibility rule: what a reader may see of a row, from its status, its date and the
// SCHEDULE_POSTS setting, and what an editor's preview may see (everything).
//
//   status Published            → listed (lists, feeds, sitemap, search, its address)
//   status Invisible            → unlisted (its address only)
//   either, SCHEDULE_POSTS on,
//   dated after now             → scheduled (nothing, until that moment)
//   any other status (Draft…)   → hidden (nothing)
//   a preview (signed link)     → its own page, whatever the above says
import type { Post } from './types'

export type ReaderView = 'listed' | 'unlisted' | 'scheduled' | 'hidden'

export interface VisibilityRule {
  /** the status values that publish (NOTION_VALUE_NAME.statusPublished / statusInvisible) */
  published: string
  invisible: string
  /** SCHEDULE_POSTS */
  schedule: boolean
  /** ms since epoch */
  now: number
}

export function readerView(p: Pick<Post, 'status' | 'publishAt'>, rule: VisibilityRule): ReaderView {
  const listed = p.status === rule.published
  if (!listed && p.status !== rule.invisible) return 'hidden'
  if (rule.schedule && p.publishAt > rule.now) return 'scheduled'
  return listed ? 'listed' : 'unlisted'
}

/** Whether a row's own page may be shown: to readers when listed or unlisted, in a preview always. */
export function canOpen(view: ReaderView, preview: boolean): boolean {
  return preview || view === 'listed' || view === 'unlisted'
}

/** The next moment a scheduled row becomes readable after `now`, or null: when the model must be built again. */
export function nextScheduled(rows: Pick<Post, 'status' | 'publishAt'>[], rule: VisibilityRule): number | null {
  let next: number | null = null
  for (const r of rows) if (readerView(r, rule) === 'scheduled' && (next === null || r.publishAt < next)) next = r.publishAt
  return next
}
