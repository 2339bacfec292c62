// NexT's timeline: a thin vertical rule with a dot on every row; year headings with a larger
// dot; rows of date and title. Used by the archive (years, then month groups with their
// yyyy-MM anchors), by category and tag lists and by the 404's latest posts.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { ArchiveGroup, Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { archiveYears, monthDay, postYears } from '../logic'

export function Rows({ ctx, posts, full = false }: { ctx: ThemeContext; posts: Post[]; full?: boolean }) {
  return (
    <ul className="nx-tl-rows">
      {posts.map((p) => (
        <li key={p.id} className="nx-tl-row">
          <time dateTime={p.publishDay} title={formatDay(p.publishDay)} className={full ? "nx-tl-date min-w-[6.75rem]" : "nx-tl-date"}>
            {full ? formatDay(p.publishDay) : monthDay(p.publishDay)}
          </time>
          <Link href={ctx.href(p.href)} className="nx-tl-title">
            {p.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The archive: a heading a year, then its months (each `id="yyyy-MM"`, the anchor articles link to). */
export function ArchiveTimeline({ ctx, groups }: { ctx: ThemeContext; groups: ArchiveGroup[] }) {
  return (
    <div className="nx-timeline">
      {archiveYears(groups).map((y) => (
        <section key={y.year}>
          <h2 className="nx-tl-year">{y.year}</h2>
          {y.items.map((g) => (
            <section key={g.month} id={g.month} className="scroll-mt-4">
              <h3 className="nx-tl-month">{g.month}</h3>
              <Rows ctx={ctx} posts={g.posts} />
            </section>
          ))}
        </section>
      ))}
    </div>
  )
}

/** A list of posts under their years (category and tag pages). */
export function YearTimeline({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  return (
    <div className="nx-timeline">
      {postYears(posts).map((y) => (
        <section key={y.year}>
          <h2 className="nx-tl-year">{y.year}</h2>
          <Rows ctx={ctx} posts={y.items} />
        </section>
      ))}
    </div>
  )
}
