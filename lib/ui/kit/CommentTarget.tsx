'use client'
// `?target=comment` / `?giscus` → scroll to the comments after a second (lib/ui/comment-target).
import { useCommentTarget } from '@/lib/ui/comment-target'

export default function CommentTarget() {
  useCommentTarget(1000)
  return null
}
