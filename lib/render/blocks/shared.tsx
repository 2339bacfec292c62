// Helpers every block family uses: the block's class names, its children, its caption.
//
// Convention: server-side helper components (Caption, PageIcon, ImageFrame, …) are called as
// plain functions, `Caption({ block, ctx })`, not as `<Caption />`. Their output is then built
// while the block's renderer runs, inside the dispatcher's try/catch, so malformed data in any
// helper drops that one block instead of failing the whole page render. Only the client islands
// are real elements.
import type { ReactNode } from 'react'
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { renderRichText } from '../rich-text'
import { childIds, decorationsText, fmt, prop, toCompactId } from '../record'
import { colorClass, cx, resolveLink } from '../resolve'
import { isUrl, parsePageId } from '../urls'

/** `notion-block-<id>` (react-notion-x's convention) + the block colour + extras. */
export function blockClass(block: Block, ...extra: Array<string | false | null | undefined>): string {
  return cx(...extra, colorClass(fmt(block).block_color), `notion-block-${toCompactId(block.id)}`)
}

/** The block's children, rendered through the dispatcher (lists grouped, cycles cut). */
export function renderKids(block: Block, ctx: RenderContext): ReactNode {
  const ids = childIds(block)
  return ids.length ? ctx.render.children(ids, ctx) : null
}

/** A property as rich text (title, caption, …). */
export function richProp(block: Block, name: string, ctx: RenderContext): ReactNode {
  return renderRichText(prop(block, name), ctx)
}

/**
 * A media caption. When its whole text is a URL or an internal path with a page id, the caption
 * is that link; otherwise it is rich text.
 */
export function Caption({ block, ctx }: { block: Block; ctx: RenderContext }) {
  const caption = prop(block, 'caption')
  const text = decorationsText(caption).trim()
  if (!text) return null
  const internal = text.startsWith('/') && !text.startsWith('//') && parsePageId(text) !== null
  const link = internal || isUrl(text) ? resolveLink(text, ctx.options) : null
  return (
    <figcaption className="notion-asset-caption">
      {link ? (
        <a className="notion-link" href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {text}
        </a>
      ) : (
        renderRichText(caption, ctx)
      )}
    </figcaption>
  )
}
