// The announcement card: the workspace's Notice rows, centred lines under a megaphone label,
// like matery's notice board.
import { labels } from '@/lib/theme-kit/labels'
import { noticeLinks } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

export default function Announcement({ ctx }: { ctx: ThemeContext }) {
  const notices = noticeLinks(ctx)
  if (!notices.length) return null
  return (
    <aside aria-label={labels(ctx).announcement} className="m-notice m-sheet relative overflow-hidden px-5 pt-4 pb-6">
      <span className="absolute inset-x-0 top-0 h-1 bg-[image:var(--m-bright)]" aria-hidden="true" />
      <p className="flex items-center gap-2 text-sm font-medium text-[var(--m-muted)]">
        <Icon name="campaign" size={18} className="text-[var(--m-accent)]" />
        {labels(ctx).announcement}
      </p>
      <ul className="mt-2 flex flex-col items-center gap-2 text-center">
        {notices.map((n) => {
          const href = n.href || null
          const external = n.external
          return (
            <li key={n.id} className="font-medium">
              {href ? (
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="text-[var(--m-accent)] underline decoration-[#4cbf30]/60 underline-offset-4 hover:decoration-2"
                >
                  {n.title}
                </a>
              ) : (
                n.title
              )}
            </li>
          )
        })}
      </ul>
    </aside>
  )
}
