// SLOT: comments. The section every "to comments" link points at (#comment): a heading, then
// the configured comment systems, or a line saying comments are off.
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, commentsOpen } from '@/lib/theme-kit/slots'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Comments({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  if (!commentsOpen(ctx)) return null
  return (
    <section id="comment" className="mt-12 scroll-mt-16 border-t border-ex-line pt-8">
      <h2 className="mb-4 text-xl font-light">{labels(ctx).comments}</h2>
      <CommentsSlot ctx={ctx} post={post} />
    </section>
  )
}
