'use client'
// Input-method composition (pinyin, zhuyin, kana…): between compositionstart and compositionend
// the field holds keystrokes, not what the reader means, so nothing may search on it.
import { useRef, type CompositionEvent, type KeyboardEvent } from 'react'

export function useComposition(onEnd?: (value: string) => void) {
  const composing = useRef(false)
  return {
    composing,
    handlers: {
      onCompositionStart: () => {
        composing.current = true
      },
      onCompositionEnd: (e: CompositionEvent<HTMLInputElement>) => {
        composing.current = false
        onEnd?.(e.currentTarget.value)
      },
    },
    /** true for a key pressed to pick or confirm a candidate (Enter among them) */
    isComposingKey: (e: KeyboardEvent) => composing.current || e.nativeEvent.isComposing || e.keyCode === 229,
  }
}
