// Image blocks: Notion-hosted files go through mapImageUrl; the box is reserved on the server and
// the lazy island loads the file near the viewport; a click zooms.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { warnOnce } from '../log'
import { richTextToPlain } from '../plain-text'
import { decorationsText, fmt, prop } from '../record'
import { resolveAsset } from '../resolve'
import { AssetFigure, assetBox, ImageFrame } from './asset'

export function ImageBlock(block: Block, ctx: RenderContext) {
  const raw = decorationsText(prop(block, 'source')) || fmt(block).display_source
  const src = resolveAsset(raw, block, ctx.options)
  if (!src) {
    warnOnce(`image-src:${block.id}`, `image ${block.id} has no usable source`)
    return null
  }
  const box = assetBox(block)
  // The title of an uploaded image is its file name: no use as alt text.
  const alt = (richTextToPlain(ctx.recordMap, prop(block, 'alt_text')) || richTextToPlain(ctx.recordMap, prop(block, 'caption'))).trim()
  return AssetFigure({ block, ctx, box, kind: 'image', children: ImageFrame({ src, alt, ratio: box.ratio, width: box.width, labels: ctx.labels }) })
}
