'use client'
// The info card's greeting chip: a click shows another greeting, picked at random.
import { useState } from 'react'
import { pickDifferent } from '@/lib/ui/greeting'

export default function Greeting({ greetings }: { greetings: string[] }) {
  const [text, setText] = useState(greetings[0] ?? '')
  return (
    <button
      type="button"
      onClick={() => setText((t) => pickDifferent(greetings, t))}
      className="heo-greeting rounded-lg bg-white/20 px-2.5 py-1 text-sm text-white transition-colors hover:bg-white hover:text-[#4f65f0]"
    >
      {text}
    </button>
  )
}
