// Readability rules of the renderer: headings never skip a level (an outline without gaps), and
// highlighted code keeps every token colour at 4.5:1 on the code background in both modes.
import { describe, expect, it } from 'vitest'
import { contrastRatio, readableOn } from '@/lib/render/contrast'
import { highlightCode } from '@/lib/render/highlight'
import { renderBlocks } from './render-test-utils'

const tags = (html: string) => [...html.matchAll(/<(h[1-6]) [^>]*class="notion-h (notion-h\d)/g)].map((m) => `${m[1]}:${m[2]}`)

describe('heading levels', () => {
  it('keeps Notion levels when the writer uses them in order', async () => {
    const html = await renderBlocks([
      { type: 'header', title: 'A' },
      { type: 'sub_header', title: 'B' },
      { type: 'sub_sub_header', title: 'C' },
      { type: 'header', title: 'D' },
    ])
    expect(tags(html)).toEqual(['h2:notion-h1', 'h3:notion-h2', 'h4:notion-h3', 'h2:notion-h1'])
  })

  it('never skips a level: a page that starts at Heading 2, or jumps from H1 to H3', async () => {
    const html = await renderBlocks([
      { type: 'sub_header', title: 'starts at H2' },
      { type: 'sub_sub_header', title: 'then H3' },
      { type: 'header', title: 'H1' },
      { type: 'sub_sub_header', title: 'jump to H3' },
    ])
    // the look (class) stays the written level; the tag follows the outline
    expect(tags(html)).toEqual(['h2:notion-h2', 'h3:notion-h3', 'h2:notion-h1', 'h3:notion-h3'])
  })

  it('counts headings inside toggles and columns in reading order', async () => {
    const html = await renderBlocks([
      { type: 'toggle', title: 'more', children: [{ type: 'sub_sub_header', title: 'inside' }] },
      { type: 'sub_header', title: 'after' },
    ])
    expect(tags(html)).toEqual(['h2:notion-h3', 'h3:notion-h2'])
  })
})

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('red', '#fff')).toBeNaN()
  })

  it('keeps readable colours and darkens or lightens the others just enough', () => {
    expect(readableOn('#222222', '#ffffff')).toBe('#222222')
    const darker = readableOn('#e36209', '#f5f5f5')
    expect(contrastRatio(darker, '#f5f5f5')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(darker, '#f5f5f5')).toBeLessThan(5.5)
    const lighter = readableOn('#6a737d', '#2b2c2f')
    expect(contrastRatio(lighter, '#2b2c2f')).toBeGreaterThanOrEqual(4.5)
    expect(readableOn('inherit', '#fff')).toBe('inherit')
  })

  it('highlighted code reads at 4.5:1 on the code background, light and dark', async () => {
    const code = [
      '// a comment GitHub draws in grey',
      'import { x } from "y"',
      'export const n: number = 42 + x.length // trailing',
      'function f(a = true) { return `t${a}` }',
      'const re = /ab+c/gi; class K extends Error {}',
    ].join('\n')
    const html = await highlightCode(code, 'TypeScript')
    const light = [...html.matchAll(/(?:^|[;"])color:(#[0-9a-fA-F]{6})/g)].map((m) => m[1])
    const dark = [...html.matchAll(/--shiki-dark:(#[0-9a-fA-F]{6})/g)].map((m) => m[1])
    expect(light.length).toBeGreaterThan(5)
    expect(dark.length).toBeGreaterThan(5)
    for (const c of new Set(light)) expect(contrastRatio(c, '#f5f5f5'), c).toBeGreaterThanOrEqual(4.5)
    for (const c of new Set(dark)) expect(contrastRatio(c, '#2b2c2f'), c).toBeGreaterThanOrEqual(4.5)
  })

  it('colours the same tokens alike in light and dark, blocks of several languages prepared together', async () => {
    // a type in a parameter list is a type (blue) in both themes: the light pass must not lose
    // its scopes to shiki's per-line time limit while a grammar is compiled on first use
    const ts = 'export function bmi(weightKg: number, heightM: number): number {\n  return 1\n}'
    const [html] = await Promise.all([highlightCode(ts, 'TypeScript'), highlightCode('print(1)', 'Python'), highlightCode('SELECT 1', 'SQL')])
    const types = [...html.matchAll(/color:(#[0-9A-Fa-f]{6});--shiki-dark:#79B8FF"> number/g)].map((m) => m[1])
    expect(types).toEqual(['#005CC5', '#005CC5', '#005CC5'])
  })
})
