// Gallery, board and list views: rows as cards or lines linking to their pages. Card covers use
// the shared lazy image island (page cover, first image of the content, or a file property).
import { Fragment } from 'react'
import type { Block, CollectionPropertySchema } from 'notion-types'
import type { RenderContext } from '../../types'
import { decorationsText, childIds, fmt, getBlock, prop } from '../../record'
import { cx, resolveAsset } from '../../resolve'
import { ImageFrame } from '../asset'
import { type ShownProperty, type ViewData, rowHref, siteRowOf, titlePropertyId } from './data'
import { PropertyValue, RowTitle } from './property'

function CardProperties({ row, properties, ctx, inLink }: { row: Block; properties: ShownProperty[]; ctx: RenderContext; inLink: boolean }) {
  return (
    <>
      {properties.map((p) => {
        const value = PropertyValue({ schema: p.schema, propertyId: p.id, row, ctx, inLink })
        return value ? (
          <span key={p.id} className={`notion-collection-card-property notion-property-${p.schema.type}-wrapper`}>
            {value}
          </span>
        ) : null
      })}
    </>
  )
}

function coverUrl(row: Block, cover: { type?: string; property?: string } | undefined, ctx: RenderContext): string | null {
  switch (cover?.type) {
    case 'page_cover':
      return resolveAsset(fmt(row).page_cover, row, ctx.options)
    case 'page_content':
    case 'page_content_first': {
      // the first image of a locked post's body is part of its body
      const site = siteRowOf(row, ctx)
      if (site && (site === 'hidden' || site.locked)) return null
      const image = childIds(row)
        .map((id) => getBlock(ctx.recordMap, id))
        .find((b) => b?.type === 'image')
      return image ? resolveAsset(decorationsText(prop(image, 'source')) || fmt(image).display_source, image, ctx.options) : null
    }
    case 'property': {
      const file = prop(row, cover.property ?? '').flatMap((part) => (Array.isArray(part?.[1]) ? part[1] : []))
      const link = file.find((d: any) => Array.isArray(d) && d[0] === 'a')
      return link ? resolveAsset(link[1], row, ctx.options) : null
    }
    default:
      return null
  }
}

function Card({ row, data, properties, ctx, cover }: { row: Block; data: ViewData; properties: ShownProperty[]; ctx: RenderContext; cover?: { type?: string; property?: string; aspect?: string } }) {
  const href = rowHref(row, ctx)
  const src = cover && cover.type !== 'none' ? coverUrl(row, cover, ctx) : null
  const position = Number(fmt(row).card_cover_position ?? fmt(row).page_cover_position)
  const body = (
    <>
      {cover && cover.type !== 'none' ? (
        <span className="notion-collection-card-cover">
          {src
            ? ImageFrame({
                src,
                alt: '',
                fit: cover.aspect === 'contain' ? 'contain' : 'cover',
                position: Number.isFinite(position) ? `center ${Math.round((1 - position) * 100)}%` : undefined,
                zoom: false,
                labels: ctx.labels,
              })
            : null}
        </span>
      ) : null}
      <span className="notion-collection-card-body">
        <span className="notion-collection-card-title">
          {RowTitle({ row, propertyId: titlePropertyId(data.collection), ctx, inLink: true })}
        </span>
        {CardProperties({ row, properties, ctx, inLink: Boolean(href) })}
      </span>
    </>
  )
  return href ? (
    <a className="notion-collection-card" href={href}>
      {body}
    </a>
  ) : (
    <div className="notion-collection-card">{body}</div>
  )
}

export function GalleryView({ data, properties, ctx }: { data: ViewData; properties: ShownProperty[]; ctx: RenderContext }) {
  const f = (data.view.format ?? {}) as Record<string, any>
  const cover = { ...(f.gallery_cover ?? { type: 'page_cover' }), aspect: f.gallery_cover_aspect }
  return (
    <div className={cx('notion-gallery', `notion-gallery-size-${['small', 'large'].includes(f.gallery_cover_size) ? f.gallery_cover_size : 'medium'}`)}>
      <div className="notion-gallery-grid">
        {data.rows.map((row) => (
          <Fragment key={row.id}>{Card({ row, data, properties, ctx, cover })}</Fragment>
        ))}
      </div>
    </div>
  )
}

export function ListView({ data, properties, ctx }: { data: ViewData; properties: ShownProperty[]; ctx: RenderContext }) {
  return (
    <div className="notion-list-collection">
      {data.rows.map((row) => (
        <div key={row.id} className="notion-collection-list-item">
          <span className="notion-collection-list-title">
            {RowTitle({ row, propertyId: titlePropertyId(data.collection), ctx })}
          </span>
          <span className="notion-collection-list-properties">
            {CardProperties({ row, properties, ctx, inLink: false })}
          </span>
        </div>
      ))}
    </div>
  )
}

/** Board: one column per group of the grouping property (select/status/…); rows without a value go to "No <name>". */
export function BoardView({ data, properties, ctx }: { data: ViewData; properties: ShownProperty[]; ctx: RenderContext }) {
  const f = (data.view.format ?? {}) as Record<string, any>
  const groups: Array<{ property?: string; hidden?: boolean; value?: { value?: unknown } }> = Array.isArray(f.board_columns)
    ? f.board_columns
    : Array.isArray(f.board_groups2)
      ? f.board_groups2
      : []
  const propertyId = groups.find((g) => typeof g?.property === 'string')?.property ?? (data.view as { query2?: { group_by?: string } }).query2?.group_by
  const schema = propertyId ? ((data.collection.schema ?? {}) as Record<string, CollectionPropertySchema>)[propertyId] : undefined
  const cover = { ...(f.board_cover ?? { type: 'none' }), aspect: f.board_cover_aspect }

  const columns: Array<{ key: string; label: string; rows: Block[] }> = []
  if (!propertyId || !schema) {
    columns.push({ key: 'all', label: '', rows: data.rows })
  } else {
    const valuesOf = (row: Block) =>
      decorationsText(prop(row, propertyId))
        .split(schema.type === 'multi_select' ? ',' : '\u0000')
        .map((v) => v.trim())
        .filter(Boolean)
    const named = groups.filter((g) => !g?.hidden).map((g) => (typeof g?.value?.value === 'string' ? g.value.value : ''))
    for (const row of data.rows) for (const v of valuesOf(row)) if (!named.includes(v)) named.push(v)
    for (const name of named.length ? named : ['']) {
      const rows = data.rows.filter((row) => (name ? valuesOf(row).includes(name) : valuesOf(row).length === 0))
      columns.push({ key: name || 'none', label: name || `No ${schema.name}`, rows })
    }
  }
  return (
    <div className="notion-board">
      {columns.map((column) => (
        <div key={column.key} className="notion-board-column">
          {column.label ? (
            <div className="notion-board-column-header">
              <span className="notion-board-column-title">{column.label}</span>
              <span className="notion-board-column-count">{column.rows.length}</span>
            </div>
          ) : null}
          {column.rows.map((row) => (
            <Fragment key={row.id}>{Card({ row, data, properties, ctx, cover })}</Fragment>
          ))}
        </div>
      ))}
    </div>
  )
}
