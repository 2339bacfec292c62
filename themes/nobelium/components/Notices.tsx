// The announcement: the workspace's notices, centred above the list like a short note at the
// top of the page, each a quiet underlined link.
import { noticeLinks } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

const NOTE = 'text-[var(--nb-muted)] underline decoration-[var(--nb-line)] underline-offset-4 hover:text-[var(--nb-fg)] hover:decoration-current'

export default function Notices({ ctx }: { ctx: ThemeContext }) {
  const notices = noticeLinks(ctx)
  if (!notices.length) return null
  return (
    <aside className="nb-notices mb-12 flex flex-col items-center gap-2 text-center text-[0.9375rem]">
      {notices.map((n) =>
        n.route ? (
          <Link prefetch={false} key={n.id} href={n.route} className={NOTE}>
            {n.title}
          </Link>
        ) : (
          <a key={n.id} href={n.href} target="_blank" rel="noopener noreferrer" className={NOTE}>
            {n.title}
          </a>
        ),
      )}
    </aside>
  )
}
