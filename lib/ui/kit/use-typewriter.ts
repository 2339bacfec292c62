'use client'
// useTypewriter: lines typed letter by letter, held, erased, then the next line (a typing
// hero). Headless: it returns the text typed so far; the theme draws it (and its caret).
// - Letters are code points (Array.from), so CJK text and emoji are never cut in half.
// - With prefers-reduced-motion the first line stands still, fully shown, and nothing ticks.
// - The server and the first client render show '' (no hydration mismatch); screen readers
//   should get the full lines from the theme (e.g. an sr-only copy), not the moving text.
import { useEffect, useState } from 'react'

export interface TypewriterTimes {
  /** ms between two typed letters */
  typeMs: number
  /** ms between two erased letters */
  eraseMs: number
  /** ms a fully typed line stays before it is erased */
  holdMs: number
}

export interface TypewriterOptions extends Partial<TypewriterTimes> {
  /** after the last line, start again with the first (default true); otherwise the last line stays */
  loop?: boolean
}

export interface TypewriterPosition {
  /** index of the line being typed or erased */
  line: number
  /** letters of that line shown */
  count: number
  erasing: boolean
}

export interface TypewriterState {
  /** the text typed so far */
  text: string
  /** index of the current line */
  line: number
  /** a line is fully shown and waits (or, without loop, typing has ended) */
  holding: boolean
  /** nothing will change any more (no loop and the last line is typed, or reduced motion) */
  done: boolean
}

const START: TypewriterPosition = { line: 0, count: 0, erasing: false }

/**
 * The step after `at` for lines of `lengths` letters, and how long to wait before the step
 * after it; null when typing is over (no loop, last line complete). Pure, for unit tests.
 */
export function typewriterStep(
  lengths: readonly number[],
  at: TypewriterPosition,
  loop: boolean,
  t: TypewriterTimes,
): { next: TypewriterPosition; wait: number } | null {
  if (!lengths.length) return null
  const len = lengths[at.line] ?? 0
  if (!at.erasing) {
    if (at.count < len) {
      const count = at.count + 1
      return { next: { ...at, count }, wait: count === len ? t.holdMs : t.typeMs }
    }
    const last = at.line === lengths.length - 1
    if (last && !loop) return null
    return { next: { ...at, erasing: true, count: Math.max(0, len - 1) }, wait: t.eraseMs }
  }
  if (at.count > 0) return { next: { ...at, count: at.count - 1 }, wait: at.count - 1 === 0 ? t.typeMs : t.eraseMs }
  return { next: { line: (at.line + 1) % lengths.length, count: 0, erasing: false }, wait: t.typeMs }
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export function useTypewriter(lines: readonly string[], options: TypewriterOptions = {}): TypewriterState {
  const { typeMs = 120, eraseMs = 45, holdMs = 2200, loop = true } = options
  const key = lines.join('\u0000')
  const [at, setAt] = useState<TypewriterPosition>(START)
  const [done, setDone] = useState(false)

  useEffect(() => {
    const letters = key ? key.split('\u0000').map((l) => Array.from(l).length) : []
    setAt(START)
    setDone(false)
    if (!letters.length) return
    if (prefersReducedMotion()) {
      setAt({ line: 0, count: letters[0], erasing: false })
      setDone(true)
      return
    }
    const times = { typeMs, eraseMs, holdMs }
    let pos = START
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const step = typewriterStep(letters, pos, loop, times)
      if (!step) {
        setDone(true)
        return
      }
      pos = step.next
      setAt(pos)
      timer = setTimeout(tick, step.wait)
    }
    timer = setTimeout(tick, typeMs)
    return () => clearTimeout(timer)
  }, [key, typeMs, eraseMs, holdMs, loop])

  const current = Array.from(lines[at.line] ?? '')
  return {
    text: current.slice(0, at.count).join(''),
    line: at.line,
    holding: done || (!at.erasing && at.count === current.length && current.length > 0),
    done,
  }
}
