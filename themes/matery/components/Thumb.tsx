// A post's card-size cover as a small, lazily loaded decorative picture (the link around it
// carries the title), or the gradient when the post has none.
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { materyConfig } from '../config'

export default function Thumb({ ctx, post, className }: { ctx: ThemeContext; post: Pick<Post, 'pageCoverThumbnail'>; className: string }) {
  const src = post.pageCoverThumbnail ?? (materyConfig.MATERY_POST_COVER_DEFAULT_IMAGE || null)
  if (!src) return <span aria-hidden="true" className={`m-fallback-cover block ${className}`} />
  return <img src={ctx.asset(src)} alt="" width={400} height={225} loading="lazy" decoding="async" className={`object-cover ${className}`} />
}
