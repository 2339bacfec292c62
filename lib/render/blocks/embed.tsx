// Third-party embeds (embed, maps, figma, typeform, codepen, excalidraw, gist, tweet, video,
// Google Drive, replit, miro). Nothing is requested from the third party until the reader asks:
// the server draws a card (icon, title, domain, link to the original) with the frame's address in
// data attributes; lib/render/islands/body-behaviour.tsx swaps in a sandboxed https iframe when
// the "load" button is pressed.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { formatTimestamp } from '../dates'
import { format } from '@/lib/i18n/format'
import { warnOnce } from '../log'
import { decorationsText, fmt, prop } from '../record'
import { resolveLink } from '../resolve'
import { domainOf, httpsOnly } from '../urls'
import { AssetFigure, assetBox } from './asset'
import { frameUrl, tweetAuthor, tweetId } from './embed-urls'

// Emoji icons cost nothing and request nothing. What each kind is called: RenderLabels.embedKinds.
const ICONS: Record<string, string> = {
  embed: '🌐',
  maps: '🗺️',
  figma: '🎨',
  typeform: '📝',
  codepen: '🖊️',
  excalidraw: '✏️',
  gist: '📄',
  tweet: '🐦',
  video: '▶️',
  drive: '📁',
  replit: '💻',
  miro: '🧭',
}

export function EmbedBlock(block: Block, ctx: RenderContext) {
  const f = fmt(block)
  const type = block.type in ICONS ? block.type : 'embed'
  const noun = ctx.labels.embedKinds[type] ?? ctx.labels.embedKinds.embed
  const source = decorationsText(prop(block, 'source')).trim() || f.display_source
  const drive = block.type === 'drive' ? (f.drive_properties ?? {}) : null

  const original = drive ? drive.url : source
  const src = drive ? driveFrame(drive) : frameUrl(block.type, source, f.display_source)
  const link = resolveLink(original, ctx.options)
  const domain = domainOf(original) || domainOf(src)
  if (!src && !link) {
    warnOnce(`embed-src:${block.id}`, `${block.type} block ${block.id} has no usable source`)
    return null
  }

  // a tweet is a "Post on X" (in the reader's words) by its author, never named by its numeric
  // id (which tells a reader
  // nothing); the author goes on the detail line, where a long handle is not cut short
  const tweet = block.type === 'tweet' && tweetId(source) ? tweetAuthor(source) : null
  const title =
    (drive && typeof drive.title === 'string' && drive.title) ||
    (typeof f.link_title === 'string' && f.link_title) ||
    decorationsText(prop(block, 'title')).trim() ||
    (block.type === 'tweet' ? ctx.labels.embedTweet : capitalize(domain ? format(ctx.labels.embedFrom, { name: noun, domain }) : noun))
  const detail = drive ? [drive.user_name, formatTimestamp(drive.modified_time)].filter(Boolean).join(' · ') : tweet ? `@${tweet}` : ''

  const box = assetBox(block)
  const ratio = box.ratio ?? (block.type === 'video' ? 16 / 9 : undefined)
  const height = ratio ? undefined : Math.round(box.height ?? (block.type === 'tweet' ? 560 : 400))

  const card = (
    <>
      <span className="notion-embed-icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <span className="notion-embed-info">
        <span className="notion-embed-title">{title}</span>
        {detail ? <span className="notion-embed-detail">{detail}</span> : null}
        {link ? (
          <a className="notion-embed-domain" href={link.href} target="_blank" rel="noopener noreferrer">
            {domain || link.href}
          </a>
        ) : null}
      </span>
    </>
  )
  return AssetFigure({
    block,
    ctx,
    box,
    kind: block.type === 'embed' ? 'embed' : `embed notion-embed-${block.type}`,
    children: src ? (
      <div className="notion-embed-card" data-src={src} data-title={title} data-ratio={ratio} data-height={ratio ? undefined : (height ?? 400)}>
        {card}
        <button type="button" className="notion-embed-load">
          {format(ctx.labels.embedLoad, { name: noun })}
        </button>
      </div>
    ) : (
      <div className="notion-embed-card">{card}</div>
    ),
  })
}

function driveFrame(drive: Record<string, unknown>): string | null {
  const id = typeof drive.file_id === 'string' && /^[\w-]+$/.test(drive.file_id) ? drive.file_id : null
  return id ? `https://drive.google.com/file/d/${id}/preview` : httpsOnly(drive.url)
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
