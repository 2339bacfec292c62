// Callouts, toggles and to-dos: a line of rich text with a marker and optional children.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { PageIcon } from '../page-icon'
import { fmt, prop } from '../record'
import { cx } from '../resolve'
import { blockClass, renderKids, richProp } from './shared'

export function CalloutBlock(block: Block, ctx: RenderContext) {
  const color = fmt(block).block_color
  return (
    <div className={blockClass(block, 'notion-callout', !color && 'notion-gray_background')}>
      {PageIcon({ block, icon: fmt(block).page_icon ?? null, ctx, className: 'notion-callout-icon' })}
      <div className="notion-callout-text">
        {richProp(block, 'title', ctx)}
        {renderKids(block, ctx)}
      </div>
    </div>
  )
}

export function ToggleBlock(block: Block, ctx: RenderContext) {
  return (
    <details className={blockClass(block, 'notion-toggle')}>
      <summary>{richProp(block, 'title', ctx)}</summary>
      <div className="notion-toggle-content">{renderKids(block, ctx)}</div>
    </details>
  )
}

export function TodoBlock(block: Block, ctx: RenderContext) {
  const checked = String(prop(block, 'checked')?.[0]?.[0] ?? '').toLowerCase() === 'yes'
  return (
    <div className={blockClass(block, 'notion-to-do')}>
      <div className={cx('notion-to-do-item', checked && 'notion-to-do-checked')}>
        <input className="notion-property-checkbox" type="checkbox" checked={checked} disabled readOnly aria-label={checked ? 'done' : 'not done'} />
        <div className="notion-to-do-body">{richProp(block, 'title', ctx)}</div>
      </div>
      {block.content?.length ? <div className="notion-to-do-children">{renderKids(block, ctx)}</div> : null}
    </div>
  )
}
