// The category index (photo tiles), the tag index (chips) and the archive (months, each a run
// of rows with a small picture), all on black under a large light title.
import { format } from '@/lib/i18n'
import { formatDay } from '@/lib/render/dates'
import { resizedUrl } from '@/lib/site/images'
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Shell from '../components/Shell'
import { CategoryTiles, TagChips } from '../components/Taxa'
import Pager from '../components/Pager'

export function PageHead({ title, note }: { title: string; note?: string }) {
  return (
    <header className="pl-head">
      <h1 className="pl-head-title">{title}</h1>
      {note && <p className="text-sm text-[var(--pl-muted)]">{note}</p>}
    </header>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx}>
      <PageHead title={t.category} note={format(t.categoryCountN, { n: ctx.site.categories.length })} />
      <CategoryTiles ctx={ctx} />
    </Shell>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx}>
      <PageHead title={t.tags} note={format(t.tagCountN, { n: ctx.site.tags.length })} />
      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <TagChips ctx={ctx} />
      </div>
    </Shell>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  const note = format(t.postCountN, { n: total })
  return (
    <Shell ctx={ctx}>
      <PageHead title={t.archive} note={note} />
      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        {groups.map((g) => (
          <section key={g.month} id={g.month} className="pl-month">
            <h2 className="pl-month-title">
              <span>{g.month}</span>
              <span className="pl-count">{g.posts.length}</span>
            </h2>
            <ul>
              {g.posts.map((p) => (
                <li key={p.id}>
                  <Link prefetch={false} href={ctx.href(p.href)} className="pl-row">
                    {p.pageCover ? (
                      <img src={ctx.asset(resizedUrl(p.pageCover, 400, 50) ?? p.pageCover)} alt="" width={96} height={54} loading="lazy" decoding="async" className="pl-row-img" />
                    ) : (
                      <span className="pl-row-img pl-fallback" aria-hidden="true" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 font-medium">{p.title}</span>
                      <span className="mt-0.5 block text-xs text-[var(--pl-muted)]">
                        <time dateTime={p.publishDay}>{formatDay(p.publishDay)}</time>
                        {p.category && ` · ${p.category}`}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
      </div>
    </Shell>
  )
}
