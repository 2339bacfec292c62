// Public API of the renderer: record map → React server components.
//
//   const prepared = await prepareBody(recordMap, pageId, options)  // shiki + katex, cached
//   <NotionBody prepared={prepared} />                               // synchronous tree
//   <NotionPage recordMap={…} pageId={…} options={…} />              // both in one async component
//
// Import `lib/render/notion.css` once (and `katex/dist/katex.min.css` for formulas).
import { createElement } from 'react'
import type { ExtendedRecordMap } from 'notion-types'
import type { RenderOptions } from './types'
import { NotionBody } from './body'
import { prepareBody } from './prepare'

export type { PreparedBody, RenderOptions } from './types'
export { NotionBody } from './body'
export { prepareBody } from './prepare'
export { getBlock } from './record'
export { isUrl, parsePageId, safeHref } from './urls'

export async function NotionPage({ recordMap, pageId, options }: { recordMap: ExtendedRecordMap; pageId: string; options: RenderOptions }) {
  const prepared = await prepareBody(recordMap, pageId, options)
  // createElement keeps this file plain .ts, as routes import it by that name.
  return createElement(NotionBody, { prepared })
}
