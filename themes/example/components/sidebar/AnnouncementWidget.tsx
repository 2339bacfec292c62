// SLOT: sidebar · announcement. The workspace's Notice rows, each a link.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/themes/types'
import { MegaphoneIcon } from '../../icons'
import Widget from './Widget'

export default function AnnouncementWidget({ ctx }: { ctx: ThemeContext }) {
  const notices = ctx.site.notices
  if (!notices.length) return null
  const title = (
    <>
      <MegaphoneIcon size={16} />
      {labels(ctx).announcement}
    </>
  )
  return (
    <Widget title={title} className="example-announcement">
      <ul className="space-y-2">
        {notices.map((n) => (
          <li key={n.id}>
            {n.url.startsWith('/') ? (
              <Link prefetch={false} href={ctx.href(n.url)} className="example-link">
                {n.title}
              </Link>
            ) : (
              <a href={n.url} target="_blank" rel="noopener noreferrer" className="example-link">
                {n.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Widget>
  )
}
