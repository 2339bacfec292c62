// The announcement: the workspace's notices in a NexT "note" (a tinted panel with a coloured
// left border), above the first page of the home list.
import { noticeLinks } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { words } from '../words'

export default function Notice({ ctx }: { ctx: ThemeContext }) {
  const notices = noticeLinks(ctx)
  if (!notices.length) return null
  const w = words(ctx)
  return (
    <section aria-labelledby="nx-notice-title" className="nx-card nx-note px-5 py-4 sm:px-8">
      <h2 id="nx-notice-title" className="nx-note-title">
        <Glyph name="bullhorn" size={14} />
        {w.announcement}
      </h2>
      <ul className="mt-2 space-y-1">
        {notices.map((n) => (
          <li key={n.id}>
            {n.route ? (
              <Link href={n.route} className="nx-link">
                {n.title}
              </Link>
            ) : (
              <a href={n.href} target="_blank" rel="noopener noreferrer" className="nx-link">
                {n.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
