// The announcement at the foot of the right column: a titled box of the workspace's notices.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/themes/types'
import { Megaphone } from '../icons'

export default function Notices({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <section className="gb-notices rounded-lg border border-[var(--gb-line)] bg-[var(--gb-soft)] p-4">
      <h2 className="gb-label mb-2 flex items-center gap-1.5">
        <Megaphone size={14} /> {t.announcement}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {ctx.site.notices.map((n) => (
          <li key={n.id}>
            {n.url.startsWith('/') ? (
              <Link prefetch={false} href={ctx.href(n.url)} className="gb-a">
                {n.title}
              </Link>
            ) : n.url ? (
              <a href={n.url} target="_blank" rel="noopener noreferrer" className="gb-a">
                {n.title}
              </a>
            ) : (
              <span className="font-medium text-[var(--gb-fg)]">{n.title}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
