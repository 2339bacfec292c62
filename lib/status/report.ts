// The publishing status of the blog's database, row by row: what readers see of each row and
// why (lib/site/visibility.ts, lib/site/slugs.ts), plus where the data comes from and how fresh
// it is. Plain data; lib/status/page.ts draws it.
import type { SiteConfig } from '@/lib/config'
import type { PreviewLink } from '@/lib/preview/sign'
import type { SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import type { ReaderView } from '@/lib/site/visibility'
import { toUuid } from '@/lib/workspace/records'

export interface RowReport {
  id: string
  title: string
  type: Post['type']
  status: string
  view: ReaderView
  /** where readers open it (Posts and Pages they can open), else null */
  address: string | null
  /** the reasons, in the order an editor reads them */
  notes: string[]
  /** a problem an editor should fix (a slug taken, a body that fails to load) */
  problem: boolean
  /** the row's signed preview link and its end (Posts and Pages) */
  preview: PreviewLink | null
}

export interface DataReport {
  source: string
  loadedAt: number
  lastError?: string
  nextRefreshAt: number
  webhook: { verified: boolean; lastEvent: { at: number; type: string; ok: boolean } | null; lastHandshakeAt: number | null }
  schedule: boolean
  timeZone: string
}

export interface StatusInputs {
  site: SiteIndex
  cfg: Pick<SiteConfig, 'NOTION_VALUE_NAME' | 'SCHEDULE_POSTS' | 'TIMEZONE' | 'SUB_PATH'>
  failures: ReadonlyMap<string, { at: number; error: string }>
  previewLink: (id: string) => PreviewLink
  /** a moment as the editor reads it */
  when: (ms: number) => string
}

const quote = (s: string) => `“${s}”`

export function rowReports({ site, cfg, failures, previewLink, when }: StatusInputs): RowReport[] {
  const V = cfg.NOTION_VALUE_NAME
  const out: RowReport[] = []
  for (const row of site.byId.values()) {
    const view = site.views.get(row.id) ?? 'hidden'
    const isPage = row.type === 'Post' || row.type === 'Page'
    const readable = view === 'listed' || view === 'unlisted'
    const notes: string[] = []
    let problem = false
    if (isPage) {
      if (view === 'listed') notes.push(row.type === 'Post' ? `Published at ${row.href}: in lists, feeds, the sitemap and search.` : `Published at ${row.href}.`)
      if (view === 'unlisted') notes.push(`At ${row.href}, listed nowhere (status ${quote(V.statusInvisible)}).`)
      if (view === 'scheduled') notes.push(`Scheduled: appears at ${when(row.publishAt)} (${row.publishDay} as the post shows it).`)
      if (view === 'hidden') notes.push(`Hidden by its status ${quote(row.status || '(empty)')}: readers see rows with ${quote(V.statusPublished)} or ${quote(V.statusInvisible)}.`)
      if (row.locked) notes.push('Locked: readers need its password to read it.')
      const slug = row.slugNote
      if (slug?.kind === 'empty') notes.push(`No slug: its address is its id (${row.href}).`)
      if (slug?.kind === 'normalised') notes.push(`Slug ${quote(slug.written)} is written ${quote(row.slug)} in its address (spaces become -, capitals small).`)
      if (slug?.kind === 'taken') {
        const by = site.byId.get(slug.by)
        notes.push(`Slug ${quote(slug.written)} is taken by ${quote(by?.title ?? slug.by)} (${slug.by}): this row is at ${row.href} instead. Give one of them another slug.`)
        problem = true
      }
      // the store keys pages by their dashed id
      const failure = failures.get(toUuid(row.id))
      if (failure) {
        notes.push(`Body failed to load at ${when(failure.at)}: ${failure.error}`)
        problem = true
      }
    } else {
      const shown = row.status === V.statusPublished
      const what = row.type === 'Notice' ? 'Notice' : row.type === 'Menu' ? 'Menu entry' : 'Sub-menu entry'
      notes.push(shown ? `${what}, shown${row.target ? ` (links to ${row.target})` : ''}.` : `${what}, hidden by its status ${quote(row.status || '(empty)')}.`)
    }
    out.push({
      id: row.id,
      title: row.title || '(untitled)',
      type: row.type,
      status: row.status,
      view,
      address: isPage && readable ? `${cfg.SUB_PATH}${row.href}` : null,
      notes,
      problem,
      preview: isPage ? previewLink(row.id) : null,
    })
  }
  // what needs the editor first, then as the database orders them
  return out.sort((a, b) => Number(b.problem) - Number(a.problem))
}
