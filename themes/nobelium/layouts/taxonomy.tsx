// The archive (years, then months in a left gutter beside their posts as "title … day" lines), the category index
// (names and counts as lines) and the tag index (every tag as a word with its count).
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import type { ArchiveGroup } from '@/lib/site/types'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import DatedLine from '../components/DatedLine'
import PageHead from '../components/PageHead'
import Words from '../components/Words'
import Pager from '../components/Pager'

/** 'yyyy-MM' → the month's name in the visitor's language ("10月", "Oct"). */
function monthName(month: string, lang: string): string {
  const d = new Date(`${month}-01T00:00:00Z`)
  if (Number.isNaN(d.getTime())) return month
  return new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' }).format(d)
}

function byYear(groups: ArchiveGroup[]): Array<{ year: string; months: ArchiveGroup[] }> {
  const years: Array<{ year: string; months: ArchiveGroup[] }> = []
  for (const g of groups) {
    const year = g.month.slice(0, 4)
    const last = years[years.length - 1]
    if (last?.year === year) last.months.push(g)
    else years.push({ year, months: [g] })
  }
  return years
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  return (
    <Listing ctx={ctx} title={labels(ctx).archive} count={total}>
      <div className="nb-archive flex flex-col gap-12">
        {byYear(groups).map(({ year, months }) => (
          <section key={year}>
            <h2 className="mb-2 text-2xl font-bold text-[var(--nb-fg)] tabular-nums">{year}</h2>
            {months.map((g) => (
              <section key={g.month} id={g.month} className="grid scroll-mt-24 grid-cols-[4rem_1fr] items-baseline border-t border-[var(--nb-line)] py-2 first-of-type:border-t-0">
                <h3 className="text-sm text-[var(--nb-muted)]">{monthName(g.month, ctx.lang)}</h3>
                <ul className="min-w-0">
                  {g.posts.map((p) => (
                    <DatedLine key={p.id} ctx={ctx} post={p} dayOnly />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Listing>
  )
}

/** A screen that is a title with its count over one list. */
function Listing({ ctx, title, count, children }: { ctx: ThemeContext; title: string; count: number; children: ReactNode }) {
  return (
    <Frame ctx={ctx}>
      <PageHead title={title} count={count} />
      {children}
    </Frame>
  )
}

export const CategoryIndex = ({ ctx }: { ctx: ThemeContext }) => (
  <Listing ctx={ctx} title={labels(ctx).category} count={ctx.site.categories.length}>
    <ul className="nb-categories border-t border-[var(--nb-line)]">
      {ctx.site.categories.map((c) => (
        <li key={c.name} className="nb-line border-b border-[var(--nb-line)] py-3">
          <Link prefetch={false} href={categoryHref(ctx, c.name)} className="nb-a text-lg text-[var(--nb-fg)]">
            {c.name}
          </Link>
          <span className="nb-date">{c.count}</span>
        </li>
      ))}
    </ul>
  </Listing>
)

export const TagIndex = ({ ctx }: { ctx: ThemeContext }) => (
  <Listing ctx={ctx} title={labels(ctx).tags} count={ctx.site.tags.length}>
    <Words words={ctx.site.tags.map((tag) => ({ name: tag.name, href: tagHref(ctx, tag.name), count: tag.count }))} prefix="#" className="nb-tags -ml-3 gap-y-2" />
  </Listing>
)
