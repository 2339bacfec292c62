// The archive (a timeline across the page: each year beside its months, the months as cards with
// their #yyyy-MM anchors), the category index (cards with the count in a blue circle) and the
// tag index (chips with counts).
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageIntro from '../components/PageIntro'
import PostMark from '../components/PostMark'
import { Icon } from '../icons'
import Pages from '../components/Pages'

export function CategoryChips({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="ld-categories grid gap-4 sm:grid-cols-2">
      {ctx.site.categories.map((c) => (
        <li key={c.name}>
          <Link prefetch={false} href={categoryHref(ctx, c.name)} className="ld-card ld-card-lift flex items-center gap-4 p-5">
            <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-[var(--ld-accent)] font-bold text-white tabular-nums">{c.count}</span>
            <span className="flex-1 text-lg font-bold text-[var(--ld-fg)]">{c.name}</span>
            <Icon name="arrowRight" className="text-[var(--ld-muted)]" />
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function TagChipCloud({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="ld-tag-cloud flex flex-wrap gap-2.5">
      {ctx.site.tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false} href={tagHref(ctx, tag.name)} className="inline-flex items-center gap-2 rounded-full border border-[var(--ld-line)] bg-[var(--ld-card)] py-2 pr-2 pl-4 font-medium text-[var(--ld-fg)] transition-colors hover:border-[var(--ld-accent)] hover:text-[var(--ld-accent-text)]">
            #{tag.name}
            <span className="rounded-full bg-[var(--ld-soft)] px-2 py-0.5 text-xs text-[var(--ld-muted)] tabular-nums">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** 'yyyy-MM' → the month's name in the visitor's language ("10月", "October"). */
function monthName(month: string, lang: string): string {
  const d = new Date(`${month}-01T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? month : new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(d)
}

/** A month of the timeline as a card: its name and count, then its posts (icon, title, day). */
function MonthCard({ ctx, month, posts }: { ctx: ThemeContext; month: string; posts: Post[] }) {
  return (
    <section id={month} aria-labelledby={`m-${month}`} className="ld-card scroll-mt-24 p-5">
      <h3 id={`m-${month}`} className="flex items-center justify-between gap-3 border-b border-[var(--ld-line)] pb-3 font-bold text-[var(--ld-fg)] capitalize">
        {monthName(month, ctx.lang)}
        {/* the month's number of posts as a bare count: "{n} posts" has no singular ("1 articles") */}
        <span className="rounded-full bg-[var(--ld-soft)] px-2 py-0.5 text-xs font-semibold text-[var(--ld-muted)] tabular-nums">{posts.length}</span>
      </h3>
      <ul className="mt-1">
        {posts.map((p) => (
          <li key={p.id} className="border-b border-dashed border-[var(--ld-line)] py-3 last:border-b-0 last:pb-0">
            <Link prefetch={false} href={ctx.href(p.href)} className="ld-title-link font-medium">
              <PostMark ctx={ctx} icon={p.pageIcon} />
              {p.title}
            </Link>
            <time dateTime={p.publishDay} className="mt-1 block text-sm whitespace-nowrap text-[var(--ld-muted)] tabular-nums">
              {formatDay(p.publishDay)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The archive as a timeline across the page: down the left a line with a dot per year, the
 * year beside its months (sticky on wide screens while they scroll by), the months as cards
 * three across, each with its #yyyy-MM anchor. */
export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  const years = new Map<string, typeof groups>()
  for (const g of groups) years.set(g.month.slice(0, 4), [...(years.get(g.month.slice(0, 4)) ?? []), g])
  return (
    <Frame ctx={ctx}>
      <PageIntro eyebrow={ctx.site.info.title} title={t.archive} line={format(t.postCountN, { n: total })} />
      <div className="ld-archive ld-wrap pt-12">
        {[...years].map(([year, months]) => (
          <section key={year} aria-labelledby={`y-${year}`} className="relative border-l-2 border-[var(--ld-line)] pb-12 pl-6 last:pb-0 md:grid md:grid-cols-[7rem_minmax(0,1fr)] md:gap-8 md:pl-8">
            <span aria-hidden="true" className="absolute top-2.5 -left-[7px] h-3 w-3 rounded-full bg-[var(--ld-accent)] ring-4 ring-[var(--ld-bg)]" />
            <h2 id={`y-${year}`} className="ld-gradient self-start text-3xl font-extrabold tracking-tight tabular-nums md:sticky md:top-24">
              {year}
            </h2>
            <div className="mt-4 grid items-start gap-5 sm:grid-cols-2 md:mt-0 lg:grid-cols-3">
              {months.map((g) => (
                <MonthCard key={g.month} ctx={ctx} month={g.month} posts={g.posts} />
              ))}
            </div>
          </section>
        ))}
        {totalPages > 1 && <Pages ctx={ctx} page={page} totalPages={totalPages} root={root} />}
      </div>
    </Frame>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <PageIntro eyebrow={ctx.site.info.title} title={t.category} line={format(t.postCountN, { n: ctx.site.posts.length })} />
      <div className="ld-wrap max-w-4xl pt-12">
        <CategoryChips ctx={ctx} />
      </div>
    </Frame>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <PageIntro eyebrow={ctx.site.info.title} title={t.tags} line={format(t.tagCountN, { n: ctx.site.tags.length })} />
      <div className="ld-wrap max-w-4xl pt-12">
        <TagChipCloud ctx={ctx} />
      </div>
    </Frame>
  )
}
