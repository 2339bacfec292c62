// The category index, the tag index and the archive, each a quiet page in the reading column.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref } from '@/lib/theme-kit/links'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Shell from '../components/Shell'
import TagChips from '../components/TagChips'
import { Glyph } from '../icons'
import Pager from '../components/Pager'

/** The page's title with its count as a small kicker above it. */
function Heading({ title, count }: { title: string; count: number }) {
  return (
    <header className="mb-8">
      <p className="text-sm text-[var(--md-muted)] tabular-nums">{count}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight md:text-[2.5rem]">{title}</h1>
    </header>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx}>
      <Heading title={t.category} count={ctx.site.categories.length} />
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
                <span className="text-sm text-[var(--md-muted)] tabular-nums">{c.count}</span>
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
      <Heading title={t.tags} count={ctx.site.tags.length} />
      <TagChips ctx={ctx} tags={ctx.site.tags} large />
    </Shell>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx}>
      <Heading title={t.archive} count={total} />
      {groups.map((g) => (
        <section key={g.month} id={g.month} className="md-month mb-10 scroll-mt-20">
          <h2 className="md-serif mb-2 flex items-baseline gap-2 border-b border-[var(--md-line)] pb-2 text-xl font-bold">
            {g.month}
            <span className="text-sm font-normal text-[var(--md-muted)]">{g.posts.length}</span>
          </h2>
          <ol>
            {g.posts.map((p) => (
              <li key={p.id}>
                <Link prefetch={false} href={ctx.href(p.href)} className="group flex items-baseline gap-4 py-2.5">
                  <time dateTime={p.publishDay} className="w-32 shrink-0 whitespace-nowrap text-sm text-[var(--md-muted)] tabular-nums">
                    {formatDay(p.publishDay)}
                  </time>
                  <span className="min-w-0 font-medium group-hover:underline">{p.title}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Shell>
  )
}
