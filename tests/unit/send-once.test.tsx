// Send-once (lib/ui/send-once): collapsing a server tree must not change a byte a reader gets.
// Each tree is rendered with react-dom/server as is, and again after collapse() (leaves render
// their stashed markup, as in the server's HTML render); the two must be the same HTML apart from
// the leaves' data-so keys. Islands stay React elements.
import fs from 'node:fs'
import path from 'node:path'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionBody, prepareBody } from '@/lib/render'
import { NotionBehaviour } from '@/lib/render/islands/body-behaviour'
import { collapse, contentKey } from '@/lib/ui/send-once/collapse'
import { withBasePath } from '@/lib/ui/Link'
import { escapeHtml } from '@/lib/ui/send-once/markup'
import { stash, stashed } from '@/lib/ui/send-once/stash'
import { StaticLeaf } from '@/lib/ui/send-once/StaticLeaf'
import * as icons from '@/themes/heo/icons'
import { testOptions } from './render-test-utils'

// React's "missing key" warning (issue: React "missing key" warnings in send-once tests): the
// collapsed tree hands an element's several children back as JSX does, never as one unkeyed list
let consoleError: MockInstance
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  const keyWarnings = consoleError.mock.calls.map((c) => c.join(' ')).filter((m) => /unique "key"/.test(m))
  consoleError.mockRestore()
  expect(keyWarnings, 'React key warnings').toEqual([])
})

// a stand-in client component with a slot: it renders its children inside a frame of its own
function EmbedFrame({ title, children }: { src: string; title: string; children?: ReactNode }) {
  return createElement('div', { className: 'frame', title }, children)
}
const ISLANDS = new Set<unknown>([NotionBehaviour, EmbedFrame])
const isIsland = (type: unknown) => ISLANDS.has(type)

function FakeLink({ href, children, prefetch, ...rest }: { href: string; children?: ReactNode; prefetch?: boolean; className?: string }) {
  void prefetch
  return createElement('a', { href, ...rest }, children)
}

async function collapsed(tree: ReactNode) {
  const out = await collapse(tree, { isIsland, isLink: (type) => type === FakeLink })
  const html = renderToStaticMarkup(out as React.ReactElement)
  return { out, html, leaves: [...html.matchAll(/ data-so="([^"]+)"/g)].map((m) => m[1]) }
}

// The same markup for a browser: leaf keys dropped; attribute names in lower case and in one
// order (React writes some names in camel case, `readOnly`, and an input's `checked` last).
const withoutKeys = (html: string) =>
  html
    .replace(/ data-so="[^"]+"/g, '')
    .replace(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, tag: string, attrs: string, slash: string) => {
      const list = [...attrs.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)].map((m) => `${m[1].toLowerCase()}="${m[2] ?? ''}"`)
      return `<${tag}${list.sort().map((a) => ' ' + a).join('')}${slash}>`
    })

async function expectSameHtml(tree: ReactNode) {
  const before = renderToStaticMarkup(tree as React.ReactElement)
  const after = await collapsed(tree)
  expect(withoutKeys(after.html)).toBe(withoutKeys(before))
  return after
}

describe('collapse keeps the HTML', () => {
  it('attributes as React DOM writes them: classes, styles, booleans, aria/data, SVG names, URLs', async () => {
    const long = 'x'.repeat(220)
    const after = await expectSameHtml(
      <div className="outer">
        <section className="a" data-flag={true} aria-hidden={false} style={{ marginTop: 8, lineHeight: 1.5, aspectRatio: '16 / 9', '--heo-x': '3px', opacity: 0 } as React.CSSProperties}>
          <label htmlFor="f">&lt;label&gt; &amp; &quot;quotes&quot; &apos;</label>
          <details open>
            <summary>more</summary>
            <p hidden={false} tabIndex={-1} title={`a "b" <c> 'd'`}>{long}</p>
          </details>
          <input type="checkbox" checked disabled readOnly aria-label="yes" />
          <input type="text" defaultValue="typed" />
          <img src="/a.png" alt="" width={10} height={20} loading="lazy" decoding="async" />
          <a href="javascript:alert(1)">bad</a>
          <iframe src="https://example.com" allowFullScreen referrerPolicy="no-referrer" title="t" />
          <svg viewBox="0 0 24 24" strokeWidth={2} strokeLinecap="round" fillRule="evenodd" aria-hidden="true" focusable="false">
            <path d="M0 0h24v24H0z" strokeDasharray="2 2" />
            <use xlinkHref="#x" />
          </svg>
          {0}
          {null}
          {false}
          {['list ', 'of ', 3, ' items']}
          <span dangerouslySetInnerHTML={{ __html: '<b>raw</b>' }} />
        </section>
      </div>,
    )
    expect(after.leaves.length).toBeGreaterThan(0)
  })

  it("heo's icons (server components returning SVG)", async () => {
    const all = Object.values(icons).filter((icon) => typeof icon === 'function') as Array<() => ReactNode>
    expect(all.length).toBeGreaterThan(5)
    await expectSameHtml(
      <nav className="icons">
        {all.map((Icon, i) => (
          <span key={i} className="icon">
            <Icon />
          </span>
        ))}
      </nav>,
    )
  })

  it('the sample kitchen-sink article: its header and content are one leaf each', async () => {
    const file = path.resolve(__dirname, '../../content/sample/pages/6204d1b015884a358918eca1cd8ded57.json')
    const map = JSON.parse(fs.readFileSync(file, 'utf8')) as ExtendedRecordMap
    const prepared = await prepareBody(map, '6204d1b0-1588-4a35-8918-eca1cd8ded57', testOptions)
    const tree = <NotionBody prepared={prepared} />
    const after = await expectSameHtml(tree)
    // the body's one island (NotionBehaviour) works on the markup: nothing else stays React
    expect(after.leaves).toHaveLength(2)
    const leafBytes = after.leaves.reduce((sum, k) => sum + (stashed(k)?.length ?? 0), 0)
    expect(leafBytes / after.html.length).toBeGreaterThan(0.98)
  })

  it('islands stay elements; their children are collapsed too; next/link becomes <a>', async () => {
    function Card({ title }: { title: string }) {
      return (
        <article className="card">
          <h3>{title}</h3>
          <p>{'text '.repeat(60)}</p>
        </article>
      )
    }
    const tree = (
      <div className="page">
        <EmbedFrame src="https://example.com" title="frame">
          <span className="card-body">{'card '.repeat(60)}</span>
        </EmbedFrame>
        {['a', 'b'].map((t) => (
          <Card key={t} title={t} />
        ))}
        <FakeLink href="/x" prefetch={false} className="link">
          {'go '.repeat(80)}
        </FakeLink>
      </div>
    )
    const after = await expectSameHtml(tree)
    // four leaves: the card body inside the island, the two cards (by their keys) and the link
    expect(after.leaves).toHaveLength(4)
    const page = after.out as React.ReactElement<{ children: React.ReactElement[] }>
    const [embed, cards, link] = page.props.children as unknown as [React.ReactElement, React.ReactElement[], React.ReactElement]
    expect(embed.type).toBe(EmbedFrame)
    expect(cards.map((c) => c.key)).toEqual(['a', 'b'])
    expect(cards.every((c) => c.type === StaticLeaf)).toBe(true)
    expect((link.props as { t: string }).t).toBe('a')
  })

  it('small elements stay as they are', async () => {
    const after = await collapsed(
      <div className="page">
        <p>short</p>
        <EmbedFrame src="https://example.com" title="frame" />
      </div>,
    )
    expect(after.leaves).toEqual([])
  })
})

describe('next/link as <a>', () => {
  it('puts the sub path in front of the site\'s paths, as next/link does', () => {
    expect(withBasePath('/article/a?x=1#h', '/blog')).toBe('/blog/article/a?x=1#h')
    expect(withBasePath('/', '/blog')).toBe('/blog')
    expect(withBasePath('/?theme=simple', '/blog')).toBe('/blog?theme=simple')
    expect(withBasePath('#comment', '/blog')).toBe('#comment')
    expect(withBasePath('https://example.com/', '/blog')).toBe('https://example.com/')
    expect(withBasePath('//cdn.example.com/x', '/blog')).toBe('//cdn.example.com/x')
    expect(withBasePath('/article/a', '')).toBe('/article/a')
  })
})

describe('stash', () => {
  it('hands markup over by content key and forgets it when it expires', () => {
    const html = `<p>${escapeHtml('<x>')}</p>`
    const key = contentKey(html)
    expect(key).toMatch(/^[\w-]{12}$/)
    expect(contentKey(html + ' ')).not.toBe(key)
    stash(key, html, 1_000)
    expect(stashed(key, 2_000)).toBe(html)
    // entries expire 30 s after they were stashed, 10 s after they were read; a sweep runs
    // every 256 writes
    for (let i = 0; i < 256; i++) stash(`other-${i}`, '', 1_000_000)
    expect(stashed(key)).toBeUndefined()
  })

  it('a leaf renders its stashed markup on the server, and an empty element when there is none', () => {
    stash('leaf-key-0001', '<b>hello</b>')
    expect(renderToStaticMarkup(<StaticLeaf k="leaf-key-0001" t="div" p={{ className: 'x' }} />)).toBe('<div class="x" data-so="leaf-key-0001"><b>hello</b></div>')
    const error = console.error
    const errors: unknown[] = []
    console.error = (...args: unknown[]) => errors.push(args.join(' '))
    try {
      expect(renderToStaticMarkup(<StaticLeaf k="missing-0001" t="p" p={{}} />)).toBe('<p data-so="missing-0001"></p>')
    } finally {
      console.error = error
    }
    expect(String(errors[0])).toContain('no markup for missing-0001')
  })
})
