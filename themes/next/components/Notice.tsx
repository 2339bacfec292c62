// The announcement: the workspace's notices in a NexT "note" (a tinted panel with a coloured
// left border). Above the first page of the home list below xl (`side` false); in the right
// column from xl up (`side`). Each place shows it only at its own widths, so a reader sees it once.
import { noticeLinks } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { words } from '../words'

export default function Notice({ ctx, side = false }: { ctx: ThemeContext; side?: boolean }) {
  const notices = noticeLinks(ctx)
  if (!notices.length) return null
  const w = words(ctx)
  const id = side ? 'nx-notice-side' : 'nx-notice-title'
  return (
    <section aria-labelledby={id} className={side ? 'nx-card nx-note nx-note-side px-4 py-4' : 'nx-card nx-note px-5 py-4 sm:px-8 xl:hidden'}>
      <h2 id={id} className="nx-note-title">
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
