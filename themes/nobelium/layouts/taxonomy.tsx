// The archive (years, then months in a left gutter beside their posts as "title … date" lines), the category index
// (names and counts as lines) and the tag index (every tag as a word with its count).
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { ArchiveGroup } from '@/lib/site/types'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/themes/types'
import Frame from '../components/Frame'
import PageHead from '../components/PageHead'

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

export function Archive({ ctx, groups }: { ctx: ThemeContext; groups: ArchiveGroup[] }) {
  const t = labels(ctx)
  const count = groups.reduce((n, g) => n + g.posts.length, 0)
  return (
    <Frame ctx={ctx}>
      <PageHead title={t.archive} count={count} />
      <div className="nb-archive flex flex-col gap-12">
        {byYear(groups).map(({ year, months }) => (
          <section key={year}>
            <h2 className="mb-2 text-2xl font-bold text-[var(--nb-fg)] tabular-nums">{year}</h2>
            {months.map((g) => (
              <section key={g.month} id={g.month} className="grid scroll-mt-24 grid-cols-[4rem_1fr] items-baseline border-t border-[var(--nb-line)] py-2 first-of-type:border-t-0">
                <h3 className="text-sm text-[var(--nb-muted)]">{monthName(g.month, ctx.lang)}</h3>
                <ul className="min-w-0">
                  {g.posts.map((p) => (
                    <li key={p.id} className="nb-line">
                      <Link prefetch={false} href={ctx.href(p.href)} className="nb-a min-w-0 text-[var(--nb-text)]">
                        {p.title}
                      </Link>
                      <time dateTime={p.publishDay} className="nb-date">
                        {formatDay(p.publishDay)}
                      </time>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </div>
    </Frame>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <PageHead title={t.category} count={ctx.site.categories.length} />
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
    </Frame>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <PageHead title={t.tags} count={ctx.site.tags.length} />
      <ul className="nb-tags -ml-3 flex flex-wrap gap-x-1 gap-y-2">
        {ctx.site.tags.map((tag) => (
          <li key={tag.name}>
            <Link prefetch={false} href={tagHref(ctx, tag.name)} className="nb-tag text-base">
              #{tag.name}
              <span className="ml-1.5 text-xs tabular-nums">{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Frame>
  )
}
