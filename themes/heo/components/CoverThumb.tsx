// A post's card-size cover (or heo's default cover) as a lazily loaded, decorative image: the
// link around it carries the title. One place for the lists, widgets and article footers.
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig } from '../config'

export default function CoverThumb({
  ctx,
  post,
  width = 400,
  height = 225,
  className,
}: {
  ctx: ThemeContext
  post: Pick<Post, 'pageCoverThumbnail'>
  width?: number
  height?: number
  className: string
}) {
  return (
    <img
      src={ctx.asset(post.pageCoverThumbnail ?? heoConfig.HEO_POST_COVER_DEFAULT_IMAGE)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}
