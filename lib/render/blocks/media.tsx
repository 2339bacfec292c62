// Files, PDFs, audio and video. Audio and direct video files play natively with
// preload="none" (nothing is fetched before play); YouTube/Vimeo go through the embed card;
// files and PDFs are cards linking to the (mapped) file.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { FileIcon } from '../icons'
import { warnOnce } from '../log'
import { richTextToPlain } from '../plain-text'
import { decorationsText, fmt, prop } from '../record'
import { resolveAsset } from '../resolve'
import { isNotionFileUrl } from '../urls'
import { AssetFigure, assetBox } from './asset'
import { EmbedBlock } from './embed'
import { videoEmbedUrl } from './embed-urls'
import { blockClass, Caption } from './shared'

function sourceOf(block: Block): string {
  return decorationsText(prop(block, 'source')).trim() || String(fmt(block).display_source ?? '')
}

/** `…/The-Handbook.pdf?X-Amz…` → `The-Handbook.pdf` */
function fileName(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? ''
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

export function FileBlock(block: Block, ctx: RenderContext) {
  const source = sourceOf(block)
  const href = resolveAsset(source, block, ctx.options)
  const title = richTextToPlain(ctx.recordMap, prop(block, 'title')).trim() || fileName(source) || ctx.labels.file
  const size = decorationsText(prop(block, 'size')).trim()
  const body = (
    <>
      <FileIcon className="notion-file-icon" />
      <span className="notion-file-info">
        <span className="notion-file-title">{title}</span>
        {size ? <span className="notion-file-size">{size}</span> : null}
      </span>
    </>
  )
  return (
    <figure className={blockClass(block, 'notion-file', block.type === 'pdf' && 'notion-pdf')}>
      {href ? (
        <a className="notion-file-link" href={href} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <div className="notion-file-link">{body}</div>
      )}
      {Caption({ block, ctx })}
    </figure>
  )
}

export function AudioBlock(block: Block, ctx: RenderContext) {
  const src = resolveAsset(sourceOf(block), block, ctx.options)
  if (!src) {
    warnOnce(`audio-src:${block.id}`, `audio ${block.id} has no usable source`)
    return null
  }
  return (
    <figure className={blockClass(block, 'notion-audio')}>
      <audio controls preload="none" src={src} />
      {Caption({ block, ctx })}
    </figure>
  )
}

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i

export function VideoBlock(block: Block, ctx: RenderContext) {
  const source = sourceOf(block)
  const direct = !videoEmbedUrl(source) && (isNotionFileUrl(source) || VIDEO_FILE.test(source.split(/[?#]/)[0]))
  if (!direct) return EmbedBlock(block, ctx)
  const src = resolveAsset(source, block, ctx.options)
  if (!src) return null
  const box = assetBox(block)
  return AssetFigure({
    block,
    ctx,
    box,
    kind: 'video',
    children: (
      <video
        className="notion-video"
        controls
        preload="none"
        playsInline
        src={src}
        style={{ aspectRatio: String(+(box.ratio ?? 16 / 9).toFixed(5)) }}
      />
    ),
  })
}
