import { describe, expect, it } from 'vitest'
import { safeUrl, sanitizeHtml } from '@/lib/comments/sanitize'

/** Nothing in the output may run script or load from a script URL. */
function assertInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|style|form|meta|base|link|template)/i)
  expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data:text|data:image\/svg)/i)
  expect(html).not.toMatch(/style=/i)
}

describe('sanitizeHtml keeps comment formatting', () => {
  it('keeps the elements comment Markdown produces', () => {
    const html = '<p>Hi <strong>there</strong>, <em>see</em> <code class="language-js">a &lt; b</code></p><blockquote><p>q</p></blockquote><ul><li>1</li></ul><pre><code>x</code></pre>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps safe links and marks them as user content opening in a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" title="t">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" title="t" rel="nofollow noopener noreferrer ugc" target="_blank">x</a>',
    )
    expect(sanitizeHtml('<a href="/article/x">x</a>')).toContain('href="/article/x"')
    expect(sanitizeHtml('<a href="mailto:a@b.example">x</a>')).toContain('href="mailto:a@b.example"')
  })

  it('keeps http(s) and inline raster images, lazily loaded without referrer', () => {
    expect(sanitizeHtml('<img src="https://img.example/a.png" alt="a" width="20">')).toBe(
      '<img src="https://img.example/a.png" alt="a" width="20" loading="lazy" referrerpolicy="no-referrer">',
    )
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('src="data:image/png;base64,iVBORw0KGgo="')
  })

  it('keeps entities in text and escapes stray < > &', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2 &amp; &#x4e2d; &copy;')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2 &amp; &#x4e2d; &copy;')
  })

  it('closes what a comment leaves open and ignores stray closing tags', () => {
    expect(sanitizeHtml('<strong><em>bold')).toBe('<strong><em>bold</em></strong>')
    expect(sanitizeHtml('</div></p>text<p>a</strong>b</p>')).toBe('text<p>ab</p>')
    expect(sanitizeHtml('<p><a href="/x">link')).toBe('<p><a href="/x" rel="nofollow noopener noreferrer ugc" target="_blank">link</a></p>')
  })

  it('keeps only code-highlighting classes (site classes could restyle the page)', () => {
    expect(sanitizeHtml('<span class="fixed inset-0 z-50 token keyword">if</span>')).toBe('<span class="token keyword">if</span>')
    expect(sanitizeHtml('<p class="token">x</p>')).toBe('<p>x</p>')
  })
})

describe('sanitizeHtml against XSS vectors', () => {
  const vectors: Array<[string, string]> = [
    ['<script>alert(1)</script>', ''],
    ['<ScRiPt >alert(1)</sCrIpT >after', 'after'],
    ['<script/xss src="https://x.example/x.js"></script>', ''],
    ['<img src=x onerror=alert(1)>', '<img src="x" loading="lazy" referrerpolicy="no-referrer">'],
    ['<img/src="x"/onerror=alert(1)>', '<img src="x" loading="lazy" referrerpolicy="no-referrer">'],
    ['<img src=x:alert(alt) onerror=eval(src) alt=0>', '<img alt="0" loading="lazy" referrerpolicy="no-referrer">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav\tascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\0script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#0000106avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img loading="lazy" referrerpolicy="no-referrer">'],
    ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<div onmouseover="alert(1)">hi</div>', 'hi'],
    ['<form action="javascript:alert(1)"><button>go</button></form>', 'go'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<base href="https://evil.example/">', ''],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', ''],
    ['<style>body{display:none}</style>text', 'text'],
    ['<!--<img src=x onerror=alert(1)>-->', ''],
    ['<!--><img src=x onerror=alert(1)>', ''],
    ['<<script>alert(1)//<</script>', '&lt;'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<img src="x" alt=\'"><script>alert(1)</script>\'>', '<img src="x" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" loading="lazy" referrerpolicy="no-referrer">'],
    ['<a href="https://ok.example" onclick="steal()">ok</a>', '<a href="https://ok.example" rel="nofollow noopener noreferrer ugc" target="_blank">ok</a>'],
    ['<textarea><img src=x onerror=alert(1)></textarea>', ''],
    // raw text ends at the first </noscript>, in browsers and here: the <img> after it is cleaned
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<img src="x" loading="lazy" referrerpolicy="no-referrer">"&gt;'],
    ['<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['<img src="x" width="100%;background:red">', '<img src="x" loading="lazy" referrerpolicy="no-referrer">'],
    ['<p "onclick=alert(1)">x</p>', '<p>x</p>'],
    ['<a href="x" <img src=x onerror=alert(1)>>x', '<a href="x" rel="nofollow noopener noreferrer ugc" target="_blank">&gt;x</a>'],
    ['<img src="https://x.example/a.png', ''],
  ]

  for (const [input, want] of vectors) {
    it(input, () => {
      const out = sanitizeHtml(input)
      expect(out).toBe(want)
      assertInert(out)
    })
  }

  it('is stable: sanitising the output again changes nothing', () => {
    for (const [input] of vectors) {
      const once = sanitizeHtml(input)
      expect(sanitizeHtml(once)).toBe(once)
    }
  })
})

describe('safeUrl', () => {
  it('allows http(s), mailto and relative links; only http(s) and raster data for images', () => {
    expect(safeUrl('https://a.example', 'link')).toBe('https://a.example')
    expect(safeUrl('//a.example/x', 'link')).toBe('//a.example/x')
    expect(safeUrl('?page=2#c', 'link')).toBe('?page=2#c')
    expect(safeUrl('mailto:a@b', 'image')).toBeNull()
    expect(safeUrl('ftp://a.example', 'link')).toBeNull()
    expect(safeUrl('a:b', 'link')).toBeNull()
    expect(safeUrl('data:image/gif;base64,R0lGODlh', 'image')).toBe('data:image/gif;base64,R0lGODlh')
    expect(safeUrl('data:image/gif;base64,R0lGODlh', 'link')).toBeNull()
  })
})
