'use client'
// Typing text: each of `items` is typed letter by letter, held, erased, then the next one, round
// and round (or, with `loop: false`, the last one stays). Headless: the theme draws `text` and
// its own caret (`phase` tells typing / holding / erasing). With prefers-reduced-motion the first
// item is shown whole and nothing moves. The steps are pure (`typingStep`) for unit tests.
import { useEffect, useState } from 'react'

export interface TypingState {
  /** which item is being typed */
  index: number
  /** how many characters of it are shown */
  length: number
  phase: 'typing' | 'holding' | 'erasing'
}

export interface TypingOptions {
  /** ms per typed character */
  typeMs?: number
  /** ms per erased character */
  eraseMs?: number
  /** ms a whole item stays before it is erased */
  holdMs?: number
  /** false: stop once the last item is typed */
  loop?: boolean
}

const chars = (s: string) => Array.from(s)

/** The state after `s` and the wait before it, or null when the text stays as it is. */
export function typingStep(items: readonly string[], s: TypingState, o: Required<TypingOptions>): { next: TypingState; wait: number } | null {
  if (!items.length) return null
  const full = chars(items[s.index] ?? '').length
  if (s.phase === 'typing') {
    if (s.length < full) return { next: { ...s, length: s.length + 1 }, wait: o.typeMs }
    const last = s.index === items.length - 1
    if ((last && !o.loop) || items.length === 1) return null
    return { next: { ...s, phase: 'holding' }, wait: o.holdMs }
  }
  if (s.phase === 'holding') return { next: { ...s, phase: 'erasing' }, wait: o.eraseMs }
  if (s.length > 0) return { next: { ...s, length: s.length - 1 }, wait: o.eraseMs }
  return { next: { index: (s.index + 1) % items.length, length: 0, phase: 'typing' }, wait: o.typeMs }
}

export function useTyping(items: readonly string[], { typeMs = 120, eraseMs = 50, holdMs = 1800, loop = true }: TypingOptions = {}) {
  const [state, setState] = useState<TypingState>({ index: 0, length: 0, phase: 'typing' })
  const [still, setStill] = useState(false)
  const key = items.join('\u0000')

  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setStill(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])

  useEffect(() => {
    if (still) return
    const step = typingStep(items, state, { typeMs, eraseMs, holdMs, loop })
    if (!step) return
    const timer = window.setTimeout(() => setState(step.next), step.wait)
    return () => window.clearTimeout(timer)
    // `key` stands for `items`, which may be a new array on every render
  }, [state, still, key, typeMs, eraseMs, holdMs, loop])

  if (still) return { text: items[0] ?? '', phase: 'holding' as const, still }
  return { text: chars(items[state.index] ?? '').slice(0, state.length).join(''), phase: state.phase, still }
}
