// SLOT: archive list. The posts by month: a month heading (its id, e.g. "2024-05", is the
// anchor articles link to), then one line per post: the day and the title.
import type { ArchiveGroup } from '@/lib/site/types'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function ArchiveList({ ctx, groups }: { ctx: ThemeContext; groups: ArchiveGroup[] }) {
  return (
    <div className="example-archive">
      {groups.map((g) => (
        <section key={g.month} id={g.month} className="mb-8 scroll-mt-16">
          <h2 className="border-b border-ex-line pb-2 text-xl font-light">{g.month}</h2>
          <ul>
            {g.posts.map((p) => (
              <li key={p.id} className="flex gap-4 border-b border-ex-line py-2">
                <time dateTime={p.publishDay} className="w-12 shrink-0 whitespace-nowrap text-sm leading-6 text-ex-muted tabular-nums">
                  {p.publishDay.slice(5)}
                </time>
                <Link prefetch={false} href={ctx.href(p.href)} className="example-link min-w-0">
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
