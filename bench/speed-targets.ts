// The mobile speed targets (issue #44), in one place for the CI check (scripts/check-speed.ts)
// and the Lighthouse bench (bench/lighthouse.ts). Every page is judged against the bare Next.js
// page measured in the same run as well as on its own: this shared machine's load moves every
// number, the bare page's with ours, so the comparison says what our code costs.
import type { Score } from './lighthouse-run'

export const SPEED_TARGETS = {
  /** Lighthouse mobile performance score, at least */
  minPerformance: 0.95,
  /** at most this far below the bare page's score */
  maxBelowBare: 0.03,
  /** LCP at most this many times the bare page's */
  maxLcpRatio: 1.5,
  /** Total Blocking Time, at most (ms) */
  maxTbtMs: 300,
} as const

const ms = (x: number) => `${Math.round(x).toLocaleString('en-US')} ms`

/** What a page misses of the targets (empty: all met), each naming the number and the limit. */
export function speedMisses(page: Score, bare: Score, t = SPEED_TARGETS): string[] {
  const out: string[] = []
  const f2 = (x: number) => x.toFixed(2)
  if (!(page.performance >= t.minPerformance)) out.push(`performance ${f2(page.performance)} < ${f2(t.minPerformance)}`)
  // rounded to the score's own two decimals, so 0.95 against 0.98 is not 0.0300001 below
  const below = Math.round((bare.performance - page.performance) * 100) / 100
  if (!(below <= t.maxBelowBare)) out.push(`performance ${f2(page.performance)} is ${f2(below)} below bare Next's ${f2(bare.performance)} (at most ${f2(t.maxBelowBare)})`)
  if (!(page.lcp <= t.maxLcpRatio * bare.lcp)) out.push(`LCP ${ms(page.lcp)} > ${t.maxLcpRatio} × bare Next's ${ms(bare.lcp)} = ${ms(t.maxLcpRatio * bare.lcp)}`)
  if (!(page.tbt <= t.maxTbtMs)) out.push(`TBT ${ms(page.tbt)} > ${ms(t.maxTbtMs)}`)
  return out
}
