// The kit's typing hook, step by step (hexo's greeting and matery's hero use it).
import { describe, expect, it } from 'vitest'
import { typewriterStep, type TypewriterPosition } from '@/lib/ui/kit/use-typewriter'

const T = { typeMs: 100, eraseMs: 40, holdMs: 2000 }

function run(lengths: number[], loop: boolean, steps: number) {
  let at: TypewriterPosition = { line: 0, count: 0, erasing: false }
  const seen: string[] = []
  for (let i = 0; i < steps; i++) {
    const s = typewriterStep(lengths, at, loop, T)
    if (!s) {
      seen.push('end')
      break
    }
    at = s.next
    seen.push(`${at.line}:${at.count}${at.erasing ? '-' : '+'}@${s.wait}`)
  }
  return seen
}

describe('typewriterStep', () => {
  it('types a line letter by letter, holds it, erases it, then types the next', () => {
    expect(run([2, 1], true, 8)).toEqual(['0:1+@100', '0:2+@2000', '0:1-@40', '0:0-@100', '1:0+@100', '1:1+@2000', '1:0-@40', '0:0+@100'])
  })
  it('without loop it stops on the last line, fully typed', () => {
    expect(run([1, 1], false, 10).slice(-2)).toEqual(['1:1+@2000', 'end'])
  })
  it('does nothing without lines', () => {
    expect(typewriterStep([], { line: 0, count: 0, erasing: false }, true, T)).toBeNull()
  })
})
