// A page's icon: an emoji, or an image (Notion-hosted icons go through mapImageUrl). Used by the
// page header, page links, mentions, callouts and collection rows.
import type { Block } from 'notion-types'
import type { RenderContext } from './types'
import { pageIcon } from './record'
import { cx, resolveAsset } from './resolve'

type IconContext = Pick<RenderContext, 'recordMap' | 'options'>

/** True for an icon value that is a picture reference rather than an emoji. */
function isImageRef(icon: string): boolean {
  return /^(https?:|\/|attachment:)/i.test(icon.trim())
}

export function PageIcon({
  block,
  icon,
  ctx,
  className,
  size = 20,
}: {
  block: Block
  /** an explicit icon (callouts keep theirs in format.page_icon); defaults to the page's icon */
  icon?: unknown
  ctx: IconContext
  className?: string
  size?: number
}) {
  const value = icon === undefined ? pageIcon(ctx.recordMap, block) : icon
  if (typeof value !== 'string' || !value.trim()) return null
  if (isImageRef(value)) {
    const src = resolveAsset(value, block, ctx.options)
    if (!src) return null
    return <img className={cx('notion-page-icon', className)} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  }
  // Anything else with a scheme (notion://custom_emoji/…) is not something we can show.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return null
  return (
    <span className={cx('notion-page-icon', 'notion-emoji', className)} role="img" aria-hidden="true">
      {value}
    </span>
  )
}
