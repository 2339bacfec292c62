'use client'
// The hero's typed line: the kit's useTypewriter does the timing (and reduced motion); this
// island draws the text so far and matery's blinking caret. Screen readers get the lines once,
// whole, from the sr-only copy.
import { useTypewriter } from '@/lib/ui/kit/use-typewriter'

export default function Typewriter({ lines, speed, loop }: { lines: string[]; speed: number; loop: boolean }) {
  const { text, holding } = useTypewriter(lines, { typeMs: speed, loop })
  return (
    <p className="m-typed">
      <span className="sr-only">{lines.join(' ')}</span>
      <span aria-hidden="true" data-typed="">
        {text}
      </span>
      <span aria-hidden="true" data-holding={holding} className="m-caret" />
    </p>
  )
}
