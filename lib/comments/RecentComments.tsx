// The recent-comments widget (Waline), for themes that show one. Renders nothing unless
// COMMENT_WALINE_RECENT is on; the list itself is fetched in the browser when it comes into view.
import './comments.css'
import type { Strings } from '@/locales/en-US'
import { commentSettings, type CommentSettings } from './config'
import { RecentCommentsList } from './lazy'

/** Whether the widget shows: themes leave out its frame (card, title) otherwise. */
export const showsRecentComments = (settings: CommentSettings = commentSettings()) =>
  settings.COMMENT_WALINE_RECENT && !!settings.COMMENT_WALINE_SERVER_URL

export function RecentComments({ strings, settings = commentSettings() }: { strings: Strings; settings?: CommentSettings }) {
  if (!showsRecentComments(settings)) return null
  return (
    <RecentCommentsList
      serverURL={settings.COMMENT_WALINE_SERVER_URL.replace(/\/+$/, '')}
      count={settings.COMMENT_RECENT_COUNT}
      loading={strings.COMMON.LOADING}
    />
  )
}
