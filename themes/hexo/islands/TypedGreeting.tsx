'use client'
// The hero's greeting, typed letter by letter (the kit's useTypewriter; whole and still under
// prefers-reduced-motion). Screen readers get the first greeting once, not every letter.
import { useTypewriter } from '@/lib/ui/kit/use-typewriter'

export default function TypedGreeting({ items, speed, className }: { items: string[]; speed: number; className?: string }) {
  const { text, done } = useTypewriter(items, { typeMs: speed, eraseMs: Math.round(speed / 2.5) })
  return (
    <p className={className}>
      <span className="sr-only">{items[0]}</span>
      <span aria-hidden="true" data-typed="" data-still={done}>
        {text}
      </span>
      <span aria-hidden="true" className="hexo-caret" />
    </p>
  )
}
