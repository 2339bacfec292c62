// A post's small cover (or the fallback), lazily loaded and decorative: the link around it
// carries the title.
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { fallbackCover } from '../media'

export default function Thumb({ ctx, post, w, h, className }: { ctx: ThemeContext; post: Pick<Post, 'pageCoverThumbnail'>; w: number; h: number; className: string }) {
  return <img src={ctx.asset(post.pageCoverThumbnail ?? fallbackCover(ctx))} alt="" width={w} height={h} loading="lazy" decoding="async" className={className} />
}
