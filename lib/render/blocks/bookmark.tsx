// Web bookmarks: a card with title, description, the link with its icon, and the cover image
// (bookmark_icon / bookmark_cover), loaded lazily by the browser.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { renderRichText } from '../rich-text'
import { decorationsText, fmt, prop } from '../record'
import { resolveAsset, resolveLink } from '../resolve'
import { blockClass, Caption } from './shared'

export function BookmarkBlock(block: Block, ctx: RenderContext) {
  const f = fmt(block)
  const url = decorationsText(prop(block, 'link')).trim()
  if (!url && !prop(block, 'title').length) return null
  const link = resolveLink(url, ctx.options)
  const icon = resolveAsset(f.bookmark_icon, block, ctx.options)
  const cover = resolveAsset(f.bookmark_cover, block, ctx.options)
  const title = renderRichText(prop(block, 'title'), ctx, { inLink: true }) ?? url
  const description = renderRichText(prop(block, 'description'), ctx, { inLink: true })
  const body = (
    <>
      <span className="notion-bookmark-body">
        <span className="notion-bookmark-title">{title}</span>
        {description ? <span className="notion-bookmark-description">{description}</span> : null}
        <span className="notion-bookmark-link">
          {icon ? <img className="notion-bookmark-link-icon" src={icon} alt="" width={16} height={16} loading="lazy" decoding="async" /> : null}
          <span className="notion-bookmark-link-text">{url}</span>
        </span>
      </span>
      {cover ? (
        <span className="notion-bookmark-image">
          <img src={cover} alt="" loading="lazy" decoding="async" />
        </span>
      ) : null}
    </>
  )
  return (
    <figure className={blockClass(block, 'notion-bookmark-wrapper')}>
      {link ? (
        <a className="notion-bookmark" href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {body}
        </a>
      ) : (
        <div className="notion-bookmark">{body}</div>
      )}
      {Caption({ block, ctx })}
    </figure>
  )
}
