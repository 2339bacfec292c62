// NotionBody: the synchronous component tree of a prepared page — header (cover, icon, title),
// content, and the island that gives the body its behaviour (images, copy, embeds, hash scroll). Page formats: page_full_width and page_small_text become
// classes, page_cover_position the cover's object-position.
// server-only: the record map is read here and must never be bundled for the browser.
import 'server-only'
import type { ReactNode } from 'react'
import type { PreparedBody, RenderContext } from './types'
import { ImageFrame } from './blocks/asset'
import { CollectionViewBlock } from './blocks/collection'
import { headingLevels } from './blocks/heading'
import { renderBlock, renderChildren, MAX_BLOCKS } from './dispatch'
import { NotionBehaviour } from './islands/body-behaviour'
import { warnOnce } from './log'
import { withEnglish } from './labels'
import { PageIcon } from './page-icon'
import { renderRichText } from './rich-text'
import { childIds, fmt, pageTitle, prop, getBlock } from './record'
import { cx, resolveAsset } from './resolve'

export function NotionBody({ prepared }: { prepared: PreparedBody }) {
  const ctx: RenderContext = {
    recordMap: prepared.recordMap,
    pageId: prepared.pageId,
    options: prepared.options,
    toc: prepared.toc,
    artifacts: prepared.artifacts,
    path: [],
    headingLevels: headingLevels(prepared.recordMap, prepared.pageId),
    budget: { left: MAX_BLOCKS },
    labels: withEnglish(prepared.options.labels),
    render: { children: renderChildren, block: renderBlock },
  }
  const root = getBlock(ctx.recordMap, ctx.pageId)
  if (!root) {
    warnOnce(`root:${ctx.pageId}`, `page ${ctx.pageId} is not in the record map`)
    return <article className="notion notion-page notion-page-empty" />
  }
  const f = fmt(root)
  const isPage = root.type === 'page' || root.type === 'collection_view_page'
  const inner: RenderContext = { ...ctx, path: [root.id] }

  let content: ReactNode = null
  try {
    if (root.type === 'collection_view_page') content = CollectionViewBlock(root, inner)
    else if (isPage) content = renderChildren(childIds(root), inner)
    // A record map of a single block (no page around it): render that block.
    else content = renderChildren([root.id], ctx)
  } catch (error) {
    warnOnce(`body:${ctx.pageId}`, `page ${ctx.pageId} failed to render: ${String(error)}`)
  }

  return (
    <article
      className={cx('notion', 'notion-page', f.page_full_width === true && 'notion-full-width', f.page_small_text === true && 'notion-small-text')}
    >
      {isPage && prepared.options.pageHeader !== false ? PageHeader({ ctx: inner }) : null}
      <div className="notion-page-content">{content}</div>
      <NotionBehaviour />
    </article>
  )
}

/** Cover (lazy, positioned by page_cover_position, default 0.5), icon and title of the page. */
function PageHeader({ ctx }: { ctx: RenderContext }) {
  const root = getBlock(ctx.recordMap, ctx.pageId)
  if (!root) return null
  const f = fmt(root)
  const cover = resolveAsset(f.page_cover, root, ctx.options)
  const position = Number(f.page_cover_position)
  const objectPosition = `center ${+((1 - (Number.isFinite(position) ? Math.min(Math.max(position, 0), 1) : 0.5)) * 100).toFixed(2)}%`
  const title = root.type === 'page' ? renderRichText(prop(root, 'title'), ctx) : pageTitle(ctx.recordMap, root)
  const icon = PageIcon({ block: root, ctx, className: 'notion-page-icon-hero', size: 72 })
  return (
    <header className={cx('notion-page-header', cover && 'notion-page-has-cover', icon && 'notion-page-has-icon')}>
      {cover ? <div className="notion-page-cover">{ImageFrame({ src: cover, alt: '', fit: 'cover', position: objectPosition, zoom: false, labels: ctx.labels })}</div> : null}
      {icon}
      <h1 className="notion-title">{title || ctx.labels.untitled}</h1>
    </header>
  )
}
