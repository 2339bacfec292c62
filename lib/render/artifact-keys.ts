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

/**
 * Highlighting budget. shiki tokenises synchronously, and its speed depends on the text: 15 to
 * 140 characters a millisecond measured on a shared core. So a block longer than
 * MAX_HIGHLIGHT_CHARS, one that would take the page past MAX_PAGE_HIGHLIGHT_CHARS, and every block
 * after a page's highlighting took HIGHLIGHT_PAGE_MS are shown as plain escaped text (every
 * character still there). One block then holds the event loop for at most ~230 ms at the slowest
 * speed measured (3,500 characters: about 90 lines), and blocks are highlighted one at a time
 * with other work let in between.
 */
export const MAX_HIGHLIGHT_CHARS = 3_500
export const MAX_PAGE_HIGHLIGHT_CHARS = 40_000
export const HIGHLIGHT_PAGE_MS = 400

/** The language label of a code block as Notion shows it. */
export function codeLanguage(block: Block): string {
  return decorationsText(prop(block, 'language')).trim() || PLAIN_TEXT
}
