// Tabs (Notion's `tab` block; NotionNext also meets `tabs`): one block whose children are its
// tabs, each a block whose title is the tab's label and whose own children are the tab's panel.
// Every panel is rendered on the server (search engines, print, readers without script see all
// of them); the first is shown, the others carry `hidden`. The body's island (islands/
// body-behaviour.tsx) switches them (click, arrow keys, Home/End) and opens the tab holding a
// heading the address names, without any request.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { renderRichText } from '../rich-text'
import { childIds, decorationsText, getBlock, prop, toCompactId } from '../record'
import { blockClass } from './shared'

export function TabsBlock(block: Block, ctx: RenderContext) {
  const tabs = childIds(block)
    .map((id) => getBlock(ctx.recordMap, id))
    .filter((tab): tab is Block => !!tab && tab.alive !== false && !ctx.path.includes(tab.id))
  if (!tabs.length) return null
  const labels = tabs.map((tab, i) => decorationsText(prop(tab, 'title')).trim() || ctx.labels.tab.replace('{n}', String(i + 1)))
  const panels = tabs.map((tab) => {
    ctx.budget.left--
    const kids = childIds(tab)
    // the tab itself joins the path: a tab holding its own tabs block is a cycle, cut there
    return kids.length ? ctx.render.children(kids, { ...ctx, path: [...ctx.path, tab.id] }) : null
  })
  return (
    <div className={blockClass(block, 'notion-tabs')}>
      <div className="notion-tab-list" role="tablist">
        {tabs.map((tab, i) => {
          const id = toCompactId(tab.id)
          const title = prop(tab, 'title')
          return (
            <button
              key={id}
              type="button"
              role="tab"
              id={`tab-${id}`}
              className="notion-tab"
              aria-controls={`panel-${id}`}
              aria-selected={i === 0}
              tabIndex={i === 0 ? 0 : -1}
            >
              {decorationsText(title).trim() ? renderRichText(title, ctx, { inLink: true }) : labels[i]}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, i) => {
        const id = toCompactId(tab.id)
        return (
          <div key={id} role="tabpanel" id={`panel-${id}`} className="notion-tab-panel" aria-labelledby={`tab-${id}`} tabIndex={0} hidden={i > 0} data-label={labels[i]}>
            {panels[i]}
          </div>
        )
      })}
    </div>
  )
}
