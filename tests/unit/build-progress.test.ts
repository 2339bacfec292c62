// npm start's build (scripts/build-progress.mjs): how long it usually takes, Next's own lines
// passed through, and the time so far while the build prints nothing.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildingLine, formatDuration, readLastBuildMs, runBuild, writeLastBuildMs } from '../../scripts/build-progress.mjs'

const sink = () => {
  let text = ''
  return { write: (c: string | Uint8Array) => ((text += c.toString()), true), text: () => text }
}

describe('the build of npm start', () => {
  it('says how long a build usually takes: the last one here, or a first build’s measure', () => {
    expect(formatDuration(4_400)).toBe('4 s')
    expect(formatDuration(188_000)).toBe('3 min 08 s')
    expect(buildingLine({ firstBuild: true, lastMs: null })).toBe('No build yet: building. A first build takes a few minutes: 2–4 min on a busy 2-core machine; the site is served once it is done.')
    expect(buildingLine({ firstBuild: false, lastMs: 75_000 })).toBe('Sources changed since the last build: building. The last build here took 1 min 15 s; the site is served once it is done.')
  })

  it('keeps the last build’s duration in Next’s cache folder (gone with rm -rf .next)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-build-'))
    expect(readLastBuildMs(dir)).toBeNull()
    writeLastBuildMs(dir, 61_234)
    expect(readLastBuildMs(dir)).toBe(61_234)
    fs.rmSync(dir, { recursive: true })
  })

  it("passes the build's lines through and, while it is silent, prints the time so far", async () => {
    const out = sink()
    const err = sink()
    // a build that prints a line, then nothing for a while (Next compiling), then a line, then fails
    const script = "console.log('Creating an optimized production build ...'); setTimeout(() => { console.error('warning'); console.log('Compiled'); process.exit(3) }, 1500)"
    const result = await runBuild({ command: process.execPath, args: ['-e', script], out, err, every: 300 })
    expect(result.status).toBe(3)
    expect(result.ms).toBeGreaterThanOrEqual(1500)
    const lines = out.text().split('\n')
    const tick = (l: string) => /^ {2}… still building: \d+ s so far$/.test(l)
    expect(lines.every((l) => l === '' || tick(l) || ['Creating an optimized production build ...', 'Compiled'].includes(l)), out.text()).toBe(true)
    // the silence between the two lines (1.5 s) is told at least twice
    const between = lines.slice(lines.indexOf('Creating an optimized production build ...'), lines.indexOf('Compiled'))
    expect(between.filter(tick).length, out.text()).toBeGreaterThanOrEqual(2)
    expect(err.text()).toBe('warning\n')
  })

  it('prints nothing of its own while the build keeps talking', async () => {
    const out = sink()
    const script = "let n = 0; console.log('start'); const t = setInterval(() => { console.log('step ' + n++); if (n === 25) { clearInterval(t) } }, 60)"
    const result = await runBuild({ command: process.execPath, args: ['-e', script], out, err: sink(), every: 1000 })
    expect(result.status).toBe(0)
    expect(result.ms).toBeGreaterThan(1000)
    expect(out.text()).toContain('step 24')
    expect(out.text()).not.toContain('still building')
  })
})
