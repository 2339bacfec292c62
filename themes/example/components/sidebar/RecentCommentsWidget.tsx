// SLOT: sidebar · recent comments. Only when the comment system offers them
// (showsRecentComments); the list itself loads in the browser once in view.
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Widget from './Widget'

export default function RecentCommentsWidget({ ctx }: { ctx: ThemeContext }) {
  if (!showsRecentComments()) return null
  return (
    <Widget title={labels(ctx).recentComments} className="example-recent-comments">
      <RecentComments strings={ctx.strings} />
    </Widget>
  )
}
