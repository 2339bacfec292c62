// The category index (raised coloured tiles), the tag cloud (chips sized by use) and the
// archive (a timeline: the months as gradient badges on a green line, the posts as small
// cards alternating left and right of it on wide screens).
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import { Banner } from '../components/CoverBand'
import Frame from '../components/Frame'
import { DayStamp } from '../components/Stamp'
import Thumb from '../components/Thumb'
import { Icon, type IconName } from '../icons'
import { cloudStep, toneOf } from '../logic'
import Pager from '../components/Pager'

/** A taxonomy page: its banner, then one raised sheet rising over the banner's edge. */
function SheetPage({ ctx, glyph, title, note, narrow = false, children }: { ctx: ThemeContext; glyph: IconName; title: string; note: ReactNode; narrow?: boolean; children: ReactNode }) {
  return (
    <Frame ctx={ctx} band={<Banner ctx={ctx} glyph={<Icon name={glyph} size={26} />} title={title} note={note} />}>
      <div className="px-4 md:px-6">
        <section className={`m-sheet relative mx-auto -mt-12 px-5 py-8 md:px-10 md:py-10 ${narrow ? 'max-w-5xl' : 'max-w-6xl'}`}>{children}</section>
      </div>
    </Frame>
  )
}
/** '4 Categories' / '11 Tags': the locales have no '{n} categories' string, so the count goes
 * before the menu's own word for the index. */

const CLOUD_SIZES = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl']

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const r = labels(ctx)
  return (
    <SheetPage ctx={ctx} glyph="folder" title={t.category} note={`${format(t.categoryCountN, { n: ctx.site.categories.length })} · ${format(r.postCountN, { n: ctx.site.posts.length })}`}>
      <ul className="m-category-tiles grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {ctx.site.categories.map((c) => (
          <li key={c.name}>
            <Link href={categoryHref(ctx, c.name)} className={`m-lift m-tone-${toneOf(c.name)} flex items-center gap-4 rounded-[10px] p-5 text-white`}>
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-white/20">
                <Icon name="folder" size={24} />
              </span>
              <span className="min-w-0">
                <span className="block truncate text-lg font-semibold">{c.name}</span>
                <span className="text-sm">{format(r.postCountN, { n: c.count })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SheetPage>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const max = Math.max(1, ...ctx.site.tags.map((g) => g.count))
  return (
    <SheetPage ctx={ctx} glyph="tag" title={t.tags} note={format(t.tagCountN, { n: ctx.site.tags.length })}>
      <ul className="m-tag-cloud flex flex-wrap items-center justify-center gap-3">
        {ctx.site.tags.map((g) => (
          <li key={g.name}>
            <Link href={tagHref(ctx, g.name)} className={`m-tag m-tone-${toneOf(g.name)} ${CLOUD_SIZES[cloudStep(g.count, max)]} px-4 py-1.5`}>
              {g.name}
              <sup className="ml-1 text-[0.7em]">{g.count}</sup>
            </Link>
          </li>
        ))}
      </ul>
    </SheetPage>
  )
}

/** One post on the timeline: a dot on the line and a small card beside it (alternating sides
 * from tablets up, always right of the line on phones). */
function TimelineItem({ ctx, post, right }: { ctx: ThemeContext; post: Post; right: boolean }) {
  const side = right ? 'md:ml-auto md:pl-10' : 'md:pr-10 md:pl-0'
  const dot = right ? 'md:left-[-7px]' : 'md:right-[-7px] md:left-auto'
  return (
    <li className={`relative pl-12 md:w-1/2 ${side}`}>
      <span
        aria-hidden="true"
        className={`absolute top-1/2 left-[15px] h-3.5 w-3.5 -translate-y-1/2 rounded-full border-[3px] border-[var(--m-card)] bg-[#0f9d58] shadow-[var(--m-z1)] ${dot}`}
      />
      <Link href={ctx.href(post.href)} className="m-lift group flex items-center gap-3 overflow-hidden rounded-lg bg-[var(--m-raised)] p-2.5 pr-4">
        <span className="block h-14 w-20 shrink-0 overflow-hidden rounded-md">
          <Thumb ctx={ctx} post={post} className="m-zoom h-full w-full" />
        </span>
        <span className="min-w-0">
          <DayStamp day={post.publishDay} size={13} className="text-xs text-[var(--m-muted)]" />
          <span className="line-clamp-2 font-medium group-hover:text-[var(--m-accent)]">{post.title}</span>
        </span>
      </Link>
    </li>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  const r = labels(ctx)
  // posts alternate sides along the whole timeline, not restarting each month
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.posts.length, 0))
  return (
    <SheetPage ctx={ctx} glyph="archive" title={t.archive} note={format(r.postCountN, { n: total })} narrow>
      <ol className="m-timeline flex flex-col gap-10">
        {groups.map((g, gi) => (
          <li key={g.month} id={g.month} className="scroll-mt-24">
            <h2 className="relative flex md:justify-center">
              <span className="m-ink rounded-full px-4 py-1.5 text-sm font-semibold tracking-wider shadow-[var(--m-z2)]">{g.month}</span>
            </h2>
            <ul className="mt-5 flex flex-col gap-4">
              {g.posts.map((p, k) => (
                <TimelineItem key={p.id} ctx={ctx} post={p} right={(starts[gi] + k) % 2 === 1} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </SheetPage>
  )
}
