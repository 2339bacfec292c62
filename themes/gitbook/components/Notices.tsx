// The announcement at the foot of the right column: a titled box of the workspace's notices —
// site links, outside links (new tab) and plain lines.
import Link from '@/lib/ui/Link'
import type { Notice } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/themes/types'
import { Megaphone } from '../icons'

function Line({ ctx, notice }: { ctx: ThemeContext; notice: Notice }) {
  const { url, title } = notice
  if (!url) return <strong className="font-medium text-[var(--gb-fg)]">{title}</strong>
  if (!url.startsWith('/')) return <a href={url} target="_blank" rel="noopener noreferrer" className="gb-a">{title}</a>
  return <Link prefetch={false} href={ctx.href(url)} className="gb-a">{title}</Link>
}

export default function Notices({ ctx }: { ctx: ThemeContext }) {
  return (
    <section className="gb-notices rounded-lg border border-[var(--gb-line)] bg-[var(--gb-soft)] p-4">
      <h2 className="gb-label mb-2 flex items-center gap-1.5">
        <Megaphone size={14} /> {labels(ctx).announcement}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {ctx.site.notices.map((n) => (
          <li key={n.id}>
            <Line ctx={ctx} notice={n} />
          </li>
        ))}
      </ul>
    </section>
  )
}
