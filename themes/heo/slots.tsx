// Where features owned by other modules plug into heo. Each slot renders nothing until its
// feature is mounted here, so wiring one in is a one-line change in one file:
//   SearchSlot   → the search overlay (<SearchModal />), opened by openSearch() from the top bar
//   ShareSlot    → the share bar under an article (shown when POST_SHARE_BAR_ENABLE is on)
//   CommentsSlot → the comment widget under the "comments" heading (#comment)
import type { Post } from '@/lib/site/types'

export function SearchSlot() {
  return null
}

export function ShareSlot(_: { post: Post; url: string }) {
  return null
}

export function CommentsSlot(_: { post: Post }) {
  return null
}
