// The notices' label (the locale's word) + the vertical ticker of the workspace's notices.
import { noticeLinks } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { labels } from '@/lib/theme-kit/labels'
import { ArrowRightCircleIcon } from '../icons'
import Ticker from '@/lib/ui/kit/Ticker'

export default function NoticeBar({ ctx }: { ctx: ThemeContext }) {
  const notices = noticeLinks(ctx).map((n) => ({ id: n.id, title: n.title, url: n.href }))
  if (!notices.length) return null
  return (
    <div className="heo-band mx-auto w-full max-w-[86rem] pt-2">
      <div className="heo-card heo-notice-bar flex h-12 items-center gap-4 px-5 hover:border-[var(--heo-accent)]">
        <span className="shrink-0 font-bold">{labels(ctx).announcement}</span>
        <Ticker
          items={notices}
          className="heo-ticker relative h-6 flex-1 overflow-hidden"
          itemClassName="absolute inset-0 truncate text-center leading-6 font-medium hover:text-[var(--heo-accent)] data-[pos=after]:translate-y-full data-[pos=after]:opacity-0 data-[pos=before]:-translate-y-full data-[pos=before]:opacity-0"
        />
        <ArrowRightCircleIcon aria-hidden="true" className="shrink-0 text-[var(--heo-muted)]" />
      </div>
    </div>
  )
}
