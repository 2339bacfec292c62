// Links to other pages inside a body: sub-pages (`page`), database pages shown as children
// (`collection_view_page`) and page links (`alias`). Their content is never rendered here.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { warnOnce } from '../log'
import { PageIcon } from '../page-icon'
import { renderRichText } from '../rich-text'
import { fmt, getBlock, pageTitle, prop } from '../record'
import { pageUrl } from '../resolve'
import { blockClass } from './shared'

function PageLinkCard({ block, target, ctx }: { block: Block; target: Block; ctx: RenderContext }) {
  const href = pageUrl(ctx.options, target.id)
  const title =
    target.type === 'page' ? renderRichText(prop(target, 'title'), ctx, { inLink: true }) : pageTitle(ctx.recordMap, target)
  const content = (
    <span className="notion-page-title">
      {PageIcon({ block: target, ctx, className: 'notion-page-title-icon' })}
      <span className="notion-page-title-text">{title || ctx.labels.untitled}</span>
    </span>
  )
  return href ? (
    <a className={blockClass(block, 'notion-page-link')} href={href}>
      {content}
    </a>
  ) : (
    <div className={blockClass(block, 'notion-page-link', 'notion-page-link-unknown')}>{content}</div>
  )
}

export function PageBlock(block: Block, ctx: RenderContext) {
  return PageLinkCard({ block, target: block, ctx })
}

export function AliasBlock(block: Block, ctx: RenderContext) {
  const targetId = fmt(block).alias_pointer?.id
  const target = getBlock(ctx.recordMap, targetId)
  if (!target) {
    warnOnce(`alias:${String(targetId)}`, `page link ${block.id} points to ${String(targetId)}, which is not in the record map`)
    return null
  }
  return PageLinkCard({ block, target, ctx })
}
