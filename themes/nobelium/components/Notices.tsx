// The announcement: the workspace's notices, centred above the list like a short note at the
// top of the page, each a quiet underlined link.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/themes/types'

const NOTE = 'text-[var(--nb-muted)] underline decoration-[var(--nb-line)] underline-offset-4 hover:text-[var(--nb-fg)] hover:decoration-current'

export default function Notices({ ctx }: { ctx: ThemeContext }) {
  const notices = ctx.site.notices
  if (!notices.length) return null
  return (
    <aside className="nb-notices mb-12 flex flex-col items-center gap-2 text-center text-[0.9375rem]">
      {notices.map((n) =>
        n.url.startsWith('/') ? (
          <Link prefetch={false} key={n.id} href={ctx.href(n.url)} className={NOTE}>
            {n.title}
          </Link>
        ) : n.url ? (
          <a key={n.id} href={n.url} target="_blank" rel="noopener noreferrer" className={NOTE}>
            {n.title}
          </a>
        ) : (
          <p key={n.id} className="font-medium text-[var(--nb-fg)]">
            {n.title}
          </p>
        ),
      )}
    </aside>
  )
}
