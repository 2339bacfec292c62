// The Lighthouse bench runs a page again when headless Chromium held its first frame back
// (bench/lighthouse-run.ts): loaded, main thread idle, no paint for ≥ 500 ms.
import { describe, expect, it } from 'vitest'
import { heldFirstFrame } from '../../bench/lighthouse-run'

const audits = (load: number, fcp: number, tasks: Array<[number, number]>) => ({
  metrics: { score: null, details: { items: [{ observedLoad: load, observedFirstContentfulPaint: fcp }] } },
  'main-thread-tasks': { score: null, details: { items: tasks.map(([startTime, duration]) => ({ startTime, duration })) } },
})

describe('held first frame', () => {
  it('spots a paint a second after an idle load', () => {
    expect(heldFirstFrame(audits(411, 1249, [[400, 5], [483, 6], [630, 1]]))).toEqual({ load: 411, fcp: 1249 })
  })

  it('leaves a page that paints before or soon after its load', () => {
    expect(heldFirstFrame(audits(232, 157, []))).toBeNull()
    expect(heldFirstFrame(audits(400, 800, []))).toBeNull()
  })

  it('leaves a page whose own work kept it from painting', () => {
    expect(heldFirstFrame(audits(300, 1300, [[350, 400], [800, 300]]))).toBeNull()
  })

  it('counts only the work between the load and the paint', () => {
    expect(heldFirstFrame(audits(300, 1300, [[100, 190], [1290, 200]]))).toEqual({ load: 300, fcp: 1300 })
  })

  it('needs both observed times', () => {
    expect(heldFirstFrame({})).toBeNull()
  })
})
