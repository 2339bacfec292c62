'use client'
// A chip whose text changes on every press to another of `items`, picked at random (a greeting).
import { useState } from 'react'
import { pickDifferent } from '@/lib/ui/greeting'

export default function CycleText({ items, className }: { items: string[]; className?: string }) {
  const [text, setText] = useState(items[0] ?? '')
  return (
    <button type="button" onClick={() => setText((t) => pickDifferent(items, t))} className={className}>
      {text}
    </button>
  )
}
