// The breadcrumb block: the trail of the page it is on (post → … → this page), as links. The site
// passes the trail through RenderOptions.breadcrumb (the one the theme kit's breadcrumb shows on
// sub-pages); without it, the page alone. The current page is text, marked aria-current.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { getBlock, pageTitle } from '../record'
import { safeHref } from '../urls'
import { blockClass } from './shared'

export function BreadcrumbBlock(block: Block, ctx: RenderContext) {
  const given = ctx.options.breadcrumb
  const trail = (given?.trail ?? []).slice(0, 48)
  const current = given?.current || pageTitle(ctx.recordMap, getBlock(ctx.recordMap, ctx.pageId)) || ctx.labels.untitled
  return (
    <nav className={blockClass(block, 'notion-breadcrumb')} aria-label={ctx.labels.breadcrumb}>
      <ol>
        {trail.map((crumb, i) => {
          const href = safeHref(crumb.href)
          const title = crumb.title || ctx.labels.untitled
          return (
            <li key={`${i}:${crumb.href}`}>
              {href ? <a href={href}>{title}</a> : <span>{title}</span>}
            </li>
          )
        })}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  )
}
