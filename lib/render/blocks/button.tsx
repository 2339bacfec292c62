// Button blocks: a button-looking link when the button's automation opens a page of this site
// (its address through mapPageUrl, which knows posts and sub-pages) or a URL (through the same
// safety checks as every link); its label alone, inert, for anything else (a page the site does
// not publish, webhooks, database edits, a missing automation record). Only the open_page
// target is ever read (automation.ts): an action's other config never reaches the page.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { buttonTarget } from '../automation'
import { renderRichText } from '../rich-text'
import { decorationsText, fmt, prop } from '../record'
import { colorClass, pageUrl, resolveLink, type ResolvedLink } from '../resolve'
import { blockClass } from './shared'

export function ButtonBlock(block: Block, ctx: RenderContext) {
  const title = prop(block, 'title')
  const label = decorationsText(title).trim() ? renderRichText(title, ctx, { inLink: true }) : null
  const target = buttonTarget(ctx.recordMap, block)
  let link: ResolvedLink | null = null
  if (target?.kind === 'page') {
    const href = pageUrl(ctx.options, target.pageId)
    link = href ? { href, external: false } : null
  } else if (target?.kind === 'url') {
    link = resolveLink(target.url, ctx.options)
  }
  if (!link && !label) return null
  // Notion's colour when the block has one, else the theme's accent (a link) or a plain outline
  const colored = colorClass(fmt(block).block_color) !== ''
  const className = (kind: string) => blockClass(block, 'notion-button', colored ? 'notion-button-colored' : kind)
  return (
    <div className="notion-button-row">
      {link ? (
        <a className={className('notion-button-accent')} href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label || link.href}
        </a>
      ) : (
        <span className={`${className('notion-button-plain')} notion-button-inert`}>
          {label}
        </span>
      )}
    </div>
  )
}
