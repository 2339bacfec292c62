import type { Block } from 'notion-types'
import { decorationsText, prop } from './record'

// Keys of the prepared shiki/katex output. Keyed by content (not block id), so an entry cached
// for an older version of a page can never show the wrong code or formula.
export function codeKey(language: string, code: string): string {
  return `${language}\u0000${code}`
}

export function mathKey(display: boolean, tex: string): string {
  return `${display ? 'B' : 'I'}\u0000${tex}`
}

/** Plain-text label shown for a code block with no language. */
export const PLAIN_TEXT = 'Plain Text'

/** Code longer than this is shown unhighlighted: highlighting cost grows with size. */
export const MAX_HIGHLIGHT_CHARS = 100_000

/** The language label of a code block as Notion shows it. */
export function codeLanguage(block: Block): string {
  return decorationsText(prop(block, 'language')).trim() || PLAIN_TEXT
}
