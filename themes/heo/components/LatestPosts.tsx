// The sidebar's latest posts (by last edit): thumbnail, two-line title, "last edited" and the day.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { labels } from '@/lib/theme-kit/labels'
import CoverThumb from './CoverThumb'

export default function LatestPosts({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <ul className="flex flex-col gap-3">
      {ctx.site.latestPosts.map((p) => (
        <li key={p.id}>
          <Link prefetch={false} href={ctx.href(p.href)} className="group flex items-center gap-3">
            <CoverThumb ctx={ctx} post={p} width={64} height={48} className="h-12 w-16 shrink-0 rounded-lg object-cover" />
            <span className="min-w-0">
              <span className="line-clamp-2 text-sm leading-snug font-medium group-hover:text-[var(--heo-accent)]">{p.title}</span>
              {/* the list is ordered by last edit (cards elsewhere show the published day): say so */}
              <span className="heo-latest-date block text-xs text-[var(--heo-muted)]">
                {t.lastEdited} <time dateTime={p.lastEditedDay} className="whitespace-nowrap">{formatDay(p.lastEditedDay)}</time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
