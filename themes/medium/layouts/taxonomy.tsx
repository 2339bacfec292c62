// The category index, the tag index and the archive, each a quiet page in the reading column.
// The archive reads like a Medium reading list: each month a big serif numeral in the margin,
// its stories as bold titles with a serif line of summary and their date and category.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { formatDay } from '@/lib/render/dates'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref } from '@/lib/theme-kit/links'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Shell from '../components/Shell'
import TagChips from '../components/TagChips'
import { Glyph } from '../icons'
import Pager from '../components/Pager'

/** The page's title with a line under it that says what it counts. */
function Heading({ title, note }: { title: string; note: string }) {
  return (
    <header className="md-page-head mb-8">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-[2.5rem]">{title}</h1>
      <p className="md-serif mt-2 text-[var(--md-muted)]">{note}</p>
    </header>
  )
}

/** '4 Categories' / '11 Tags': the locales have no '{n} categories' string, so the count goes
 * before the menu's own word for the index. */

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx}>
      <Heading title={t.category} note={`${format(t.categoryCountN, { n: ctx.site.categories.length })} · ${format(t.postCountN, { n: ctx.site.posts.length })}`} />
      <ul className="md-categories border-t border-[var(--md-line)]">
        {ctx.site.categories.map((c) => {
          const newest = ctx.site.posts.find((p) => p.category === c.name)
          return (
            <li key={c.name} className="border-b border-[var(--md-line)]">
              <Link prefetch={false} href={categoryHref(ctx, c.name)} className="group flex items-center gap-4 py-5">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-[var(--md-soft)]">
                  <Glyph name="folder" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-bold group-hover:underline">{c.name}</span>
                  {newest && <span className="md-serif block truncate text-sm text-[var(--md-muted)]">{newest.title}</span>}
                </span>
                <span className="text-sm whitespace-nowrap text-[var(--md-muted)] tabular-nums">{format(t.postCountN, { n: c.count })}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </Shell>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx}>
      <Heading title={t.tags} note={format(t.tagCountN, { n: ctx.site.tags.length })} />
      <TagChips ctx={ctx} tags={ctx.site.tags} large />
    </Shell>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx}>
      <Heading title={t.archive} note={format(t.postCountN, { n: total })} />
      {groups.map((g) => {
        const [year, month] = g.month.split('-')
        return (
          <section key={g.month} id={g.month} className="md-month mb-8 scroll-mt-20 border-t border-[var(--md-fg)] pt-4 md:flex md:gap-8">
            {/* the month in the margin: a big serif numeral over its year and its count */}
            <h2 className="md-month-mark mb-4 flex items-baseline gap-3 md:mb-0 md:w-24 md:shrink-0 md:flex-col md:gap-0">
              <span className="md-serif text-5xl leading-none font-bold tabular-nums">{month}</span>
              <span className="text-sm font-semibold tabular-nums">{year}</span>
              <span className="text-xs font-normal text-[var(--md-muted)]">{format(t.postCountN, { n: g.posts.length })}</span>
            </h2>
            <ol className="min-w-0 flex-1 divide-y divide-[var(--md-line)]">
              {g.posts.map((p) => (
                <li key={p.id} className="py-4 first:pt-0">
                  <Link prefetch={false} href={ctx.href(p.href)} className="group block">
                    <span className="block text-lg leading-snug font-bold group-hover:underline">{p.title}</span>
                    {p.summary && <span className="md-serif mt-1 line-clamp-1 text-[0.95rem] text-[var(--md-muted)]">{p.summary}</span>}
                  </Link>
                  <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-[0.8125rem] text-[var(--md-muted)]">
                    <time dateTime={p.publishDay} className="whitespace-nowrap tabular-nums">
                      {formatDay(p.publishDay)}
                    </time>
                    {p.category && (
                      <>
                        <span aria-hidden="true">·</span>
                        <Link prefetch={false} href={categoryHref(ctx, p.category)} className="hover:text-[var(--md-fg)] hover:underline">
                          {p.category}
                        </Link>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        )
      })}
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Shell>
  )
}
