// External objects (Notion's link previews of other services). Only GitHub is shown, as a card
// linking to the original; other services render nothing (logged once per domain).
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { formatNotionDate } from '../dates'
import { GithubIcon } from '../icons'
import { warnOnce } from '../log'
import { externalObjectTitle } from '../plain-text'
import { fmt } from '../record'
import { safeHref } from '../urls'
import { blockClass } from './shared'

function attribute(block: Block, id: string): unknown {
  const attributes = fmt(block).attributes
  return Array.isArray(attributes) ? attributes.find((a: any) => a?.id === id)?.values?.[0] : undefined
}

export function ExternalObjectBlock(block: Block, _ctx: RenderContext) {
  const f = fmt(block)
  if (f.domain !== 'github.com') {
    warnOnce(`eoi-domain:${String(f.domain)}`, `external object from ${String(f.domain ?? 'an unknown domain')} is not shown: only GitHub is supported`)
    return null
  }
  const href = safeHref(f.original_url)
  const owner = attribute(block, 'owner')
  const ownerName = typeof owner === 'string' ? owner.split('/').filter(Boolean).pop() : ''
  const updated = formatNotionDate(attribute(block, 'updated_at'))
  const subtitle = [ownerName, updated && `updated ${updated}`].filter(Boolean).join(' • ')
  const body = (
    <>
      <GithubIcon className="notion-external-image" />
      <span className="notion-external-description">
        <span className="notion-external-title">{externalObjectTitle(block)}</span>
        {subtitle ? <span className="notion-external-subtitle">{subtitle}</span> : null}
      </span>
    </>
  )
  return href ? (
    <a className={blockClass(block, 'notion-external', 'notion-external-block')} href={href} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <div className={blockClass(block, 'notion-external', 'notion-external-block')}>{body}</div>
  )
}
