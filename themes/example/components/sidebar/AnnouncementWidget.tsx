// SLOT: sidebar · announcement. The workspace's Notice rows, each a link.
import { noticeLinks } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { MegaphoneIcon } from '../../icons'
import Widget from './Widget'

export default function AnnouncementWidget({ ctx }: { ctx: ThemeContext }) {
  const notices = noticeLinks(ctx)
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
            {n.route ? (
              <Link prefetch={false} href={n.route} className="example-link">
                {n.title}
              </Link>
            ) : (
              <a href={n.href} target="_blank" rel="noopener noreferrer" className="example-link">
                {n.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Widget>
  )
}
