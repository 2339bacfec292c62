// The archive, read like a documentation changelog: one section a month under a titled heading
// (yyyy-MM anchors) whose posts sit in one bordered box of rows — the day, the title with its
// category, a chevron — and the months as the page's contents in the right column (the
// contents drawer on phones), so a month is one jump away. Then the category index (a grid
// of category cards with counts) and the tag index (tag chips).
import Link from '@/lib/ui/Link'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import { Heading, Pager } from '../components/Entries'
import Frame from '../components/Frame'
import { Chevron } from '../icons'

/** 'yyyy-MM' → the month in the page's language: "2026年10月", "October 2026". */
const monthTitle = (month: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))

/** 'yyyy-MM-dd' → the day of the month alone ("12日", "12"): the month is the section's heading. */
const dayOfMonth = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`))

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  const months = groups.map((g) => ({ id: g.month, text: monthTitle(g.month, ctx.lang), level: 0 }))
  return (
    <Frame ctx={ctx} toc={months}>
      <Heading title={t.archive} count={total} />
      <div className="gb-archive flex flex-col gap-10">
        {groups.map((g, i) => (
          <section key={g.month} id={g.month} aria-labelledby={`${g.month}-title`} className="scroll-mt-20">
            <h2 id={`${g.month}-title`} className="mb-3 text-xl font-semibold tracking-tight text-[var(--gb-fg)]">
              {months[i].text}
            </h2>
            <ol className="divide-y divide-[var(--gb-line)] overflow-hidden rounded-lg border border-[var(--gb-line)]">
              {g.posts.map((p) => (
                <li key={p.id}>
                  <Link prefetch={false} href={ctx.href(p.href)} className="group flex items-center gap-4 px-4 py-3 hover:bg-[var(--gb-soft)]">
                    <time dateTime={p.publishDay} className="w-10 shrink-0 text-sm text-[var(--gb-muted)] tabular-nums">
                      {dayOfMonth(p.publishDay, ctx.lang)}
                    </time>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-[var(--gb-fg)] group-hover:text-[var(--gb-accent)]">{p.title}</span>
                      {p.category && <span className="mt-0.5 block text-xs text-[var(--gb-muted)]">{p.category}</span>}
                    </span>
                    <Chevron size={16} className="shrink-0 text-[var(--gb-muted)] group-hover:text-[var(--gb-accent)]" />
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Frame>
  )
}

export const CategoryIndex = ({ ctx }: { ctx: ThemeContext }) => (
  <Frame ctx={ctx}>
    <Heading title={labels(ctx).category} count={ctx.site.categories.length} />
    <ul className="gb-categories grid gap-3 sm:grid-cols-2">
      {ctx.site.categories.map((c) => (
        <li key={c.name}>
          <Link prefetch={false} href={categoryHref(ctx, c.name)} className="flex items-center justify-between rounded-lg border border-[var(--gb-line)] px-4 py-3 text-[var(--gb-fg)] hover:border-[var(--gb-accent)]">
            <span className="font-medium">{c.name}</span>
            <span className="text-sm text-[var(--gb-muted)]">{c.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  </Frame>
)

export const TagIndex = ({ ctx }: { ctx: ThemeContext }) => (
  <Frame ctx={ctx}>
    <Heading title={labels(ctx).tags} count={ctx.site.tags.length} />
    <ul className="gb-tags flex flex-wrap gap-2">
      {ctx.site.tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false} href={tagHref(ctx, tag.name)} className="inline-flex items-center gap-1.5 rounded-md bg-[var(--gb-soft)] px-2.5 py-1 text-sm text-[var(--gb-text)] hover:text-[var(--gb-accent)]">
            #{tag.name}
            <span className="text-xs text-[var(--gb-muted)]">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  </Frame>
)
