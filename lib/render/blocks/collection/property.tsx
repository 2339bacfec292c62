// One property value of a database row, by schema type: select/multi-select as coloured pills,
// dates, checkboxes, links, numbers in the column's number format, the title linking to the
// row's page; everything else as rich text.
import type { ReactNode } from 'react'
import type { Block, CollectionPropertySchema } from 'notion-types'
import type { RenderContext } from '../../types'
import { formatNotionDate, formatTimestamp } from '../../dates'
import { PageIcon } from '../../page-icon'
import { userName } from '../../plain-text'
import { renderRichText } from '../../rich-text'
import { decorationsText, prop } from '../../record'
import { colorClass, cx, resolveAsset } from '../../resolve'
import { safeHref } from '../../urls'
import { LockGlyph } from '../../icons'
import { rowHref, siteRowOf } from './data'

const CURRENCIES: Record<string, string> = {
  dollar: 'USD', euro: 'EUR', pound: 'GBP', yen: 'JPY', rupee: 'INR', won: 'KRW', yuan: 'CNY', real: 'BRL',
  lira: 'TRY', rupiah: 'IDR', franc: 'CHF', hong_kong_dollar: 'HKD', new_zealand_dollar: 'NZD', krona: 'SEK',
  norwegian_krone: 'NOK', mexican_peso: 'MXN', rand: 'ZAR', new_taiwan_dollar: 'TWD', danish_krone: 'DKK',
  zloty: 'PLN', baht: 'THB', forint: 'HUF', koruna: 'CZK', shekel: 'ILS', chilean_peso: 'CLP',
  philippine_peso: 'PHP', dirham: 'AED', colombian_peso: 'COP', riyal: 'SAR', ringgit: 'MYR', leu: 'RON',
  argentine_peso: 'ARS', uruguayan_peso: 'UYU', canadian_dollar: 'CAD', singapore_dollar: 'SGD', ruble: 'RUB', peruvian_sol: 'PEN',
}

/** A number in Notion's number format; 'en-US' so the output does not depend on the server. */
export function formatNumber(raw: string, format: unknown): string {
  const n = Number(raw)
  if (!raw.trim() || !Number.isFinite(n)) return raw
  try {
    if (format === 'number_with_commas') return new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 }).format(n)
    if (format === 'percent') return new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 8 }).format(n)
    const currency = typeof format === 'string' ? CURRENCIES[format] : undefined
    if (currency) return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n)
  } catch {}
  return String(n)
}

function optionColor(schema: CollectionPropertySchema, value: string): string {
  const option = Array.isArray(schema.options) ? schema.options.find((o) => o?.value === value) : undefined
  return colorClass(option?.color ? `${option.color}_background` : '') || 'notion-default_background'
}

export interface PropertyProps {
  schema: CollectionPropertySchema
  propertyId: string
  row: Block
  ctx: RenderContext
  /** inside a card that is itself a link: no nested links */
  inLink?: boolean
}

export function PropertyValue({ schema, propertyId, row, ctx, inLink = false }: PropertyProps): ReactNode {
  const value = prop(row, propertyId)
  const text = decorationsText(value)
  switch (schema.type) {
    case 'title':
      return RowTitle({ row, propertyId, ctx, inLink })
    case 'number':
      return text ? <span className="notion-property-number">{formatNumber(text, schema.number_format)}</span> : null
    case 'select':
    case 'status':
    case 'multi_select': {
      const values = (schema.type === 'multi_select' ? text.split(',') : [text]).map((v) => v.trim()).filter(Boolean)
      if (!values.length) return null
      return (
        <span className={`notion-property-${schema.type}`}>
          {values.map((v, i) => (
            <span key={i} className={cx('notion-property-select-item', optionColor(schema, v))}>
              {v}
            </span>
          ))}
        </span>
      )
    }
    case 'checkbox': {
      const checked = text.trim().toLowerCase() === 'yes'
      return <input className="notion-property-checkbox" type="checkbox" checked={checked} disabled readOnly aria-label={checked ? 'yes' : 'no'} />
    }
    case 'date': {
      const date = value.flatMap((part) => (Array.isArray(part?.[1]) ? part[1] : [])).find((d: any) => Array.isArray(d) && d[0] === 'd')
      const formatted = date ? formatNotionDate(date[1]) : text
      return formatted ? <span className="notion-property-date">{formatted}</span> : null
    }
    case 'url':
    case 'email':
    case 'phone_number': {
      if (!text.trim()) return null
      const raw = text.trim()
      const href = schema.type === 'email' ? safeHref(`mailto:${raw}`) : schema.type === 'phone_number' ? safeHref(`tel:${raw.replace(/\s+/g, '')}`) : safeHref(raw)
      const label = schema.type === 'url' ? raw.replace(/^https?:\/\//, '') : raw
      return href && !inLink ? (
        <a className="notion-property-url notion-link" href={href} {...(schema.type === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label}
        </a>
      ) : (
        <span className="notion-property-url">{label}</span>
      )
    }
    case 'file':
      return FileList({ value, row, ctx, inLink })
    case 'created_time':
    case 'last_edited_time': {
      const ms = schema.type === 'created_time' ? row.created_time : row.last_edited_time
      return <span className="notion-property-date">{formatTimestamp(ms)}</span>
    }
    case 'created_by':
    case 'last_edited_by': {
      const name = userName(ctx.recordMap, schema.type === 'created_by' ? row.created_by_id : row.last_edited_by_id)
      return name ? <span className="notion-user">{name}</span> : null
    }
    default:
      // text, person, relation, formula, rollup, …: their rich text (mentions resolve there).
      return renderRichText(value, ctx, { inLink })
  }
}

/**
 * A row's title linking to its page (icon + text), or plain when the site does not publish it;
 * a locked post of the site's database carries a lock, as lists show it.
 */
export function RowTitle({ row, propertyId = 'title', ctx, inLink = false }: { row: Block; propertyId?: string; ctx: RenderContext; inLink?: boolean }) {
  const title = renderRichText(prop(row, propertyId), ctx, { inLink: true })
  const site = siteRowOf(row, ctx)
  const content = (
    <>
      {PageIcon({ block: row, ctx, className: 'notion-page-title-icon', size: 16 })}
      <span className="notion-page-title-text">{title || ctx.labels.untitled}</span>
      {site && site !== 'hidden' && site.locked ? LockGlyph({ label: ctx.labels.locked }) : null}
    </>
  )
  const href = inLink ? null : rowHref(row, ctx)
  return href ? (
    <a className="notion-page-link notion-property-title" href={href}>
      {content}
    </a>
  ) : (
    <span className="notion-property-title">{content}</span>
  )
}

function FileList({ value, row, ctx, inLink }: { value: unknown[]; row: Block; ctx: RenderContext; inLink: boolean }) {
  const files = value.filter(Array.isArray) as Array<[unknown, unknown]>
  if (!files.length) return null
  return (
    <span className="notion-property-file">
      {files.map(([name, decorations], i) => {
        const link = Array.isArray(decorations) ? decorations.find((d: any) => Array.isArray(d) && d[0] === 'a') : undefined
        const href = !inLink && link ? resolveAsset(link[1], row, ctx.options) : null
        const label = typeof name === 'string' ? name : 'file'
        return href ? (
          <a key={i} className="notion-link" href={href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          <span key={i}>{label}</span>
        )
      })}
    </span>
  )
}
