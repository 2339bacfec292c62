// Layout shared by media blocks (images, embeds, video): the box Notion gives the block
// (block_width/height/aspect_ratio, full or page width, alignment) is written into the server
// HTML, so nothing moves when the media arrives.
import type { ReactNode } from 'react'
import type { Block } from 'notion-types'
import type { RenderContext, RenderLabels } from '../types'
import { format } from '@/lib/i18n/format'
import { fmt } from '../record'
import { cx } from '../resolve'
import { blockClass, Caption } from './shared'

export interface AssetBox {
  /** width / height, when known */
  ratio?: number
  /** display width in px, when the block has one */
  width?: number
  height?: number
  /** spans the content width (page width) or the whole screen (full width) */
  wide: boolean
  full: boolean
  align: 'left' | 'center' | 'right'
}

function positive(value: unknown): number | undefined {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : undefined
}

export function assetBox(block: Block): AssetBox {
  const f = fmt(block)
  const width = positive(f.block_width)
  const height = positive(f.block_height)
  const heightOverWidth = positive(f.block_aspect_ratio)
  const ratio = heightOverWidth ? 1 / heightOverWidth : width && height ? width / height : undefined
  const align = f.block_alignment === 'left' || f.block_alignment === 'right' ? f.block_alignment : 'center'
  return { ratio, width, height, wide: f.block_page_width === true, full: f.block_full_width === true, align }
}

/** The figure around a media block: width, alignment, caption. */
export function AssetFigure({
  block,
  ctx,
  box,
  kind,
  children,
}: {
  block: Block
  ctx: RenderContext
  box: AssetBox
  kind: string
  children: ReactNode
}) {
  const width = box.full || box.wide || !box.width ? undefined : `min(100%, ${Math.round(box.width)}px)`
  return (
    <figure
      className={blockClass(
        block,
        'notion-asset-wrapper',
        `notion-asset-wrapper-${kind}`,
        box.full && 'notion-asset-wrapper-full',
        `notion-asset-align-${box.align}`,
      )}
      style={width ? { width } : undefined}
    >
      {children}
      {Caption({ block, ctx })}
    </figure>
  )
}

/**
 * An image in a server-sized box (a span, so it may sit inside links and cards): the lazy image's box plus a <noscript> copy for readers without
 * JavaScript. With a known ratio the box has that aspect ratio and both images fill it.
 */
export function ImageFrame({
  src,
  alt,
  ratio,
  width,
  fit,
  position,
  zoom = true,
  className,
  labels,
}: {
  src: string
  alt: string
  /** the zoom button's name and the failure text, in the reader's language */
  labels: RenderLabels
  ratio?: number
  width?: number
  fit?: 'cover' | 'contain'
  position?: string
  zoom?: boolean
  className?: string
}) {
  const height = ratio && width ? Math.round(width / ratio) : undefined
  const intrinsicWidth = height && width ? Math.round(width) : undefined
  return (
    <span
      className={cx('notion-asset-frame', Boolean(ratio || fit) && 'notion-asset-frame-fixed', className)}
      style={ratio ? { aspectRatio: String(+ratio.toFixed(5)) } : undefined}
    >
      {/* loaded and zoomed by lib/render/islands/body-behaviour.tsx */}
      <span
        className="notion-lazy-image"
        data-state="NotAsked"
        data-src={src}
        data-alt={alt}
        data-width={intrinsicWidth}
        data-height={height}
        data-fit={fit ?? (ratio ? 'contain' : undefined)}
        data-position={position}
        data-zoom={zoom ? (alt ? format(labels.zoomImageOf, { alt }) : labels.zoomImage) : undefined}
        data-error={labels.imageFailed}
      />
      <noscript>
        <img className="notion-noscript-img" src={src} alt={alt} width={intrinsicWidth} height={height} style={position ? { objectPosition: position } : undefined} />
      </noscript>
    </span>
  )
}
