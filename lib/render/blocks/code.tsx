// Code blocks and block equations: both come pre-rendered from prepareBody (shiki and katex run
// on the server, once per content version); if an entry is missing the source is shown as is.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { codeKey, codeLanguage, mathKey } from '../artifact-keys'
import { decorationsText, fmt, prop } from '../record'
import { blockClass, Caption } from './shared'

export function CodeBlock(block: Block, ctx: RenderContext) {
  const code = decorationsText(prop(block, 'title'))
  const language = codeLanguage(block)
  const html = ctx.artifacts.code.get(codeKey(language, code))
  return (
    <figure className={blockClass(block, 'notion-code', fmt(block).code_wrap && 'notion-code-wrap')}>
      <div className="notion-code-header">
        <span className="notion-code-language">{language}</span>
        {/* copies the code: lib/render/islands/body-behaviour.tsx */}
        <button type="button" className="notion-code-copy" aria-label={ctx.labels.copyCode} data-copied={ctx.labels.copied}>
          {ctx.labels.copy}
        </button>
      </div>
      {html ? (
        <div className="notion-code-body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className="notion-code-body">
          <pre className="shiki">
            <code>{code}</code>
          </pre>
        </div>
      )}
      {Caption({ block, ctx })}
    </figure>
  )
}

export function EquationBlock(block: Block, ctx: RenderContext) {
  const tex = decorationsText(prop(block, 'title'))
  if (!tex.trim()) return null
  const html = ctx.artifacts.math.get(mathKey(true, tex))
  return html ? (
    <div className={blockClass(block, 'notion-equation', 'notion-equation-block')} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <pre className={blockClass(block, 'notion-equation', 'notion-equation-block')}>
      <code>{tex}</code>
    </pre>
  )
}
