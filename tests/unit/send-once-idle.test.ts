// The send-once stash (lib/ui/send-once/stash.ts) forgets a burst's markup once renders stop.
// A file of its own: the stash is one per process, and the other tests' writes schedule its sweep.
import { expect, it, vi } from 'vitest'
import { stash, stashed } from '@/lib/ui/send-once/stash'

it('forgets expired markup when no more renders come (a sweep every 30 s while it holds any)', () => {
  vi.useFakeTimers()
  try {
    stash('idle-key-0001', '<i>left</i>', Date.now())
    vi.advanceTimersByTime(31_000)
    expect(stashed('idle-key-0001')).toBe('<i>left</i>') // not expired yet when the first sweep ran
    vi.advanceTimersByTime(30_000)
    expect(stashed('idle-key-0001')).toBeUndefined()
  } finally {
    vi.useRealTimers()
  }
})
