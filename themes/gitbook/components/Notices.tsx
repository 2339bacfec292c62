// The announcement at the foot of the right column: a titled box of the workspace's notices —
// site links and outside links (new tab).
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import { noticeLinks, type NoticeLink } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Megaphone } from '../icons'

function Line({ notice }: { notice: NoticeLink }) {
  const { route, href, title } = notice
  if (!route) return <a href={href} target="_blank" rel="noopener noreferrer" className="gb-a">{title}</a>
  return <Link prefetch={false} href={route} className="gb-a">{title}</Link>
}

export default function Notices({ ctx }: { ctx: ThemeContext }) {
  return (
    <section className="gb-notices rounded-lg border border-[var(--gb-line)] bg-[var(--gb-soft)] p-4">
      <h2 className="gb-label mb-2 flex items-center gap-1.5">
        <Megaphone size={14} /> {labels(ctx).announcement}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {noticeLinks(ctx).map((n) => (
          <li key={n.id}>
            <Line notice={n} />
          </li>
        ))}
      </ul>
    </section>
  )
}
