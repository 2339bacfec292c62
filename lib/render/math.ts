// Equations rendered with katex on the server: HTML for display plus MathML for assistive
// technology, no client JS. `trust: false` keeps \href/\url and friends from emitting links, and
// size limits keep hostile input from producing huge output.
import 'server-only'
import katex from 'katex'

export function renderMath(tex: string, displayMode: boolean): string | null {
  try {
    return katex.renderToString(tex, {
      displayMode,
      throwOnError: false,
      output: 'htmlAndMathml',
      strict: 'ignore',
      trust: false,
      maxSize: 100,
      maxExpand: 1000,
    })
  } catch {
    return null
  }
}
