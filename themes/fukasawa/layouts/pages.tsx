// The category index and the tag index (white sheets on the grey page) and the archive (months
// of small cover cards, the wall in miniature).
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import TagCloud from '../components/TagCloud'
import { CategoryTiles } from '../components/Taxa'
import Pager from '../components/Pager'
import PostMark from '../components/PostMark'
import { Glyph } from '../icons'

function SheetTitle({ title, count }: { title: string; count: number }) {
  return (
    <h1 className="fk-sheet-title mb-7 flex items-baseline gap-3 text-2xl font-bold">
      {title}
      <span className="fk-count">{count}</span>
    </h1>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="fk-sheet mx-auto max-w-[72rem] px-5 py-8 sm:px-8">
        <SheetTitle title={t.category} count={ctx.site.categories.length} />
        <CategoryTiles ctx={ctx} />
      </section>
    </Frame>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="fk-sheet mx-auto max-w-[46rem] px-5 py-8 sm:px-10">
        <SheetTitle title={t.tags} count={ctx.site.tags.length} />
        <TagCloud ctx={ctx} large />
      </section>
    </Frame>
  )
}

/** A post of the archive: a small white card on the grey page, its cover (or, without one, its
 * icon on a soft ground, so every card is the same size), the title, the day. The first post of
 * a month carries the month: its #yyyy-MM anchor and a boxed stamp over the cover's corner. */
function ArchiveCard({ ctx, post, month }: { ctx: ThemeContext; post: Post; month?: string }) {
  const cover = post.pageCoverThumbnail ?? post.pageCover
  return (
    <li id={month} className="relative scroll-mt-20">
      {month && <h3 className="fk-month-stamp">{month}</h3>}
      <Link prefetch={false} href={ctx.href(post.href)} className="fk-shelf-card group">
        {cover ? (
          <img src={ctx.asset(cover)} alt="" width={240} height={160} loading="lazy" decoding="async" className="fk-shelf-cover" />
        ) : (
          <span className="fk-shelf-cover fk-shelf-blank" aria-hidden="true">
            <PostMark id={post.id} icon={post.pageIcon} base={ctx.config.SUB_PATH} size={28} />
          </span>
        )}
        <span className="fk-shelf-title group-hover:text-[var(--fk-link)]">{post.title}</span>
        <time dateTime={post.publishDay} className="fk-shelf-day">
          {formatDay(post.publishDay)}
        </time>
      </Link>
    </li>
  )
}

/** The archive, fukasawa's way: not a list on a sheet but the wall again, in miniature. One grid
 * of small cover cards, newest first, read row by row, four or five across on a wide page, two
 * on a phone; each year opens with a boxed tile (the mark of the site title), each month's first
 * card wears the month's stamp. */
export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  const years = new Map<string, typeof groups>()
  for (const g of groups) years.set(g.month.slice(0, 4), [...(years.get(g.month.slice(0, 4)) ?? []), g])
  return (
    <Frame ctx={ctx}>
      <header className="fk-list-head mx-auto mb-5 flex max-w-[72rem] items-center gap-3">
        <Glyph name="archive" size={20} className="text-[var(--fk-link)]" />
        <h1 className="text-xl font-bold">{t.archive}</h1>
        <span className="fk-count ml-auto">{format(t.postCountN, { n: total })}</span>
      </header>
      <div className="fk-archive mx-auto max-w-[72rem]">
        <div className="fk-shelf">
          {[...years].map(([year, months]) => (
            // the year's tile and its cards are items of the one grid (the section and the list
            // add no boxes), so the cards run on after the tile in the same rows
            <section key={year} aria-labelledby={`fk-y-${year}`} className="contents">
              <h2 id={`fk-y-${year}`} className="fk-year-tile">
                <span className="fk-year-number">{year}</span>
                <span className="fk-year-count">{format(t.postCountN, { n: months.reduce((n, g) => n + g.posts.length, 0) })}</span>
              </h2>
              <ul role="list" className="contents">
                {months.flatMap((g) => g.posts.map((p, i) => <ArchiveCard key={p.id} ctx={ctx} post={p} month={i === 0 ? g.month : undefined} />))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Frame>
  )
}
