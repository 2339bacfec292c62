// Rich text: Notion's `[text, decorations[]][]` arrays → React. Every decoration lives here:
// formatting (bold, italic, strikethrough, underline, inline code, colours), links and mentions
// (pages, dates, users, link mentions, external objects, inline equations, custom emoji).
// Malformed input (non-arrays, nulls, unknown decorations) renders what it can and never throws.
import { Fragment, type ReactNode } from 'react'
import type { Block } from 'notion-types'
import type { RenderContext } from './types'
import { mathKey } from './artifact-keys'
import { formatNotionDate } from './dates'
import { GithubIcon } from './icons'
import { warnOnce } from './log'
import { PageIcon } from './page-icon'
import { externalObjectTitle, userName } from './plain-text'
import { getBlock, pageTitle } from './record'
import { colorClass, pageUrl, resolveAsset, resolveLink } from './resolve'
import { domainOf, safeHref } from './urls'

export type RichTextContext = Pick<RenderContext, 'recordMap' | 'options' | 'artifacts' | 'labels'>

export interface RichTextOptions {
  /** already inside a link: links and mentions render as plain spans (no nested <a>) */
  inLink?: boolean
}

const FORMAT_KEYS = new Set(['b', 'i', 's', 'c', '_', 'h', 'a', 'm', 'si'])
const MENTION_KEYS = new Set(['p', '‣', 'd', 'u', 'e', 'lm', 'eoi', 'ce'])

/** Renders a rich-text value. Returns null for empty or unusable input. */
export function renderRichText(value: unknown, ctx: RichTextContext, opts: RichTextOptions = {}): ReactNode {
  if (typeof value === 'string') return value || null
  if (!Array.isArray(value)) return null
  const parts: ReactNode[] = []
  value.forEach((part, index) => {
    let node: ReactNode = null
    try {
      node = renderSegment(part, ctx, opts)
    } catch (error) {
      warnOnce(`rich-text-error:${String(error)}`, `rich text segment failed to render: ${String(error)}`)
    }
    if (node !== null && node !== undefined && node !== '') parts.push(<Fragment key={index}>{node}</Fragment>)
  })
  return parts.length ? parts : null
}

function renderSegment(part: unknown, ctx: RichTextContext, opts: RichTextOptions): ReactNode {
  if (typeof part === 'string' || typeof part === 'number') return String(part)
  if (!Array.isArray(part)) return null
  const [text, rawDecorations] = part as [unknown, unknown]
  if (typeof text !== 'string') return null
  const decorations = (Array.isArray(rawDecorations) ? rawDecorations : []).filter(
    (d): d is [string, any] => Array.isArray(d) && typeof d[0] === 'string',
  )

  let node: ReactNode = text
  const mention = decorations.find((d) => MENTION_KEYS.has(d[0]))
  if (mention) {
    node = renderMention(mention, ctx, opts)
    if (node === null) return null
  }

  let link: string | null = null
  for (const [kind, arg] of decorations) {
    switch (kind) {
      case 'b':
        node = <strong>{node}</strong>
        break
      case 'i':
        node = <em>{node}</em>
        break
      case 's':
        node = <s>{node}</s>
        break
      case '_':
        node = <span className="notion-inline-underscore">{node}</span>
        break
      case 'c':
        node = <code className="notion-inline-code">{node}</code>
        break
      case 'h': {
        const className = colorClass(arg)
        if (className) node = <span className={className}>{node}</span>
        break
      }
      case 'a':
        link = typeof arg === 'string' ? arg : null
        break
      default:
        // Comments ('m') and suggestions ('si') carry nothing a reader sees.
        if (!FORMAT_KEYS.has(kind) && !MENTION_KEYS.has(kind)) warnOnce(`deco:${kind}`, `unknown rich-text decoration "${kind}"`)
    }
  }

  // The link goes outermost so bold/colour sit inside it; links inside links stay text.
  if (link !== null && !opts.inLink && !mention) {
    const resolved = resolveLink(link, ctx.options)
    if (resolved) {
      node = (
        <a className="notion-link" href={resolved.href} {...(resolved.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {node}
        </a>
      )
    }
  }
  return node
}

function renderMention([kind, arg]: [string, any], ctx: RichTextContext, opts: RichTextOptions): ReactNode {
  switch (kind) {
    case 'p':
      return pageMention(arg, ctx, opts)
    case '‣':
      // ['‣', [id, table]]: a pointer; blocks are page mentions, anything else is not shown.
      return Array.isArray(arg) && typeof arg[0] === 'string' && (arg[1] ?? 'block') === 'block' ? pageMention(arg[0], ctx, opts) : null
    case 'd': {
      const text = formatNotionDate(arg)
      return text ? <span className="notion-date">{text}</span> : null
    }
    case 'u': {
      const name = userName(ctx.recordMap, arg)
      if (!name) {
        warnOnce(`user:${String(arg)}`, `user mention ${String(arg)} is not in the record map`)
        return null
      }
      return <span className="notion-user">{name}</span>
    }
    case 'e':
      return inlineEquation(arg, ctx)
    case 'lm':
      return linkMention(arg, ctx, opts)
    case 'eoi':
      return externalMention(arg, ctx, opts)
    case 'ce': {
      const url = (ctx.recordMap as { custom_emojis?: Record<string, unknown> }).custom_emojis?.[String(arg)]
      const block = { id: String(arg), type: 'text' } as unknown as Block
      const src = resolveAsset(url, block, ctx.options)
      return src ? <img className="notion-custom-emoji" src={src} alt="" loading="lazy" decoding="async" width={16} height={16} /> : null
    }
  }
  return null
}

function pageMention(id: unknown, ctx: RichTextContext, opts: RichTextOptions): ReactNode {
  const block = typeof id === 'string' ? getBlock(ctx.recordMap, id) : undefined
  if (!block) {
    warnOnce(`mention:${String(id)}`, `page mention ${String(id)} is not in the record map`)
    return null
  }
  const content = (
    <>
      {PageIcon({ block, ctx, className: 'notion-page-mention-icon' })}
      <span className="notion-page-title-text">{pageTitle(ctx.recordMap, block) || ctx.labels.untitled}</span>
    </>
  )
  const href = opts.inLink ? null : pageUrl(ctx.options, block.id)
  return href ? (
    <a className="notion-link notion-page-mention" href={href}>
      {content}
    </a>
  ) : (
    <span className="notion-page-mention">{content}</span>
  )
}

function inlineEquation(tex: unknown, ctx: RichTextContext): ReactNode {
  if (typeof tex !== 'string' || !tex) return null
  const html = ctx.artifacts.math.get(mathKey(false, tex))
  // Without prepared katex output (prepareBody not run for this text) the TeX source is shown.
  return html ? (
    <span className="notion-equation notion-equation-inline" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <code className="notion-equation notion-equation-inline">{tex}</code>
  )
}

function linkMention(arg: unknown, ctx: RichTextContext, opts: RichTextOptions): ReactNode {
  const data = (arg && typeof arg === 'object' ? arg : { href: arg }) as { href?: unknown; title?: unknown }
  const resolved = resolveLink(data.href, ctx.options)
  const title = (typeof data.title === 'string' && data.title) || domainOf(data.href) || (typeof data.href === 'string' ? data.href : '')
  if (!title) return null
  if (!resolved || opts.inLink) return <span className="notion-link-mention">{title}</span>
  return (
    <a className="notion-link notion-link-mention" href={resolved.href} {...(resolved.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {title}
    </a>
  )
}

function externalMention(id: unknown, ctx: RichTextContext, opts: RichTextOptions): ReactNode {
  const block = typeof id === 'string' ? getBlock(ctx.recordMap, id) : undefined
  const format = (block?.format ?? {}) as Record<string, unknown>
  if (!block || format.domain !== 'github.com') {
    warnOnce(`eoi:${String(format.domain ?? id)}`, `external object ${String(id)} (${String(format.domain ?? 'missing')}) is not shown: only GitHub is supported`)
    return null
  }
  const href = safeHref(format.original_url)
  const content = (
    <>
      <GithubIcon className="notion-external-icon" />
      <span className="notion-external-title">{externalObjectTitle(block)}</span>
    </>
  )
  return href && !opts.inLink ? (
    <a className="notion-external notion-external-mention" href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <span className="notion-external notion-external-mention">{content}</span>
  )
}
