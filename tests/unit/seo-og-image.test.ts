import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSeoSettings } from '@/lib/seo/config'
import { extractFace, faceNames, glyphCoverage } from '@/lib/seo/font-file'
import { loadOgCover, OG_COVER_FETCH } from '@/lib/seo/og-cover'
import { BUILT_IN, fitText, fontFor, loadOgFont, loadSystemFace, pickFace, SHIPPED_OG_FONTS, SYSTEM_CJK_FONTS } from '@/lib/seo/og-font'
import { ogImageResponse, renderOgImage } from '@/lib/seo/og-image'
import type { Post } from '@/lib/site/types'

// next/og's own Latin font: always installed with next, so these tests need no system font.
const GEIST = new Uint8Array(fs.readFileSync(path.join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf')))
const SYSTEM_CJK = SYSTEM_CJK_FONTS.find((f) => fs.existsSync(f))

/** The titles of the sample's posts and pages and the sites' names (both languages). */
function sampleTitles(): string[] {
  const out: string[] = []
  for (const dir of ['content/sample', 'content/sample-en']) {
    const db = JSON.parse(fs.readFileSync(path.join(process.cwd(), dir, 'database.json'), 'utf8'))
    const value = (r: { value: { value?: unknown } }) => (r.value.value ?? r.value) as Record<string, never>
    const text = (rich: Array<[string]>) => rich.map((r) => r[0]).join('')
    for (const c of Object.values(db.collection) as never[]) out.push(text(value(c).name))
    for (const b of Object.values(db.block) as never[]) {
      const block = value(b) as { type?: string; properties?: { title?: Array<[string]> } }
      if (block.type === 'page' && block.properties?.title) out.push(text(block.properties.title))
    }
  }
  return out
}

/** Pixels of white text (the card draws white on dark green) in a box of a PNG. */
async function whitePixels(png: Uint8Array, box: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(Buffer.from(png)).extract(box).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let n = 0
  for (let i = 0; i < data.length; i += info.channels) if (Math.min(data[i], data[i + 1], data[i + 2]) > 200) n++
  return n
}

/** Where a one-line title of a card without cover is drawn (above the summary and site name). */
const TITLE_BOX = { left: 72, top: 250, width: 1056, height: 190 }

/** Only next/og's wasm loads through fetch('data:…'); anything else would be a download. */
function offline(): string[] {
  const realFetch = globalThis.fetch
  const outside: string[] = []
  vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).startsWith('data:')) return realFetch(url, init)
    outside.push(String(url))
    return Promise.reject(new Error('no network in tests'))
  })
  return outside
}

/** A .ttc holding `font` twice: both faces point at one copy of the tables, as real collections do. */
function collectionOf(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const n = view.getUint16(4)
  const dirSize = 12 + 16 * n
  const dataStart = 20 + 2 * dirSize
  const out = new Uint8Array(dataStart + font.byteLength)
  const w = new DataView(out.buffer)
  out.set([0x74, 0x74, 0x63, 0x66]) // 'ttcf'
  w.setUint32(4, 0x00010000)
  w.setUint32(8, 2)
  for (let face = 0; face < 2; face++) {
    const at = 20 + face * dirSize
    w.setUint32(12 + 4 * face, at)
    out.set(font.subarray(0, dirSize), at)
    for (let i = 0; i < n; i++) w.setUint32(at + 12 + 16 * i + 8, view.getUint32(12 + 16 * i + 8) + dataStart)
  }
  out.set(font, dataStart)
  return out
}

describe('font files', () => {
  it('copies one face out of a collection into a font that reads like the original', () => {
    const ttc = collectionOf(GEIST)
    expect(faceNames(ttc)).toEqual(['Geist', 'Geist'])
    const face = extractFace(ttc, 1)
    expect(faceNames(face)).toEqual(['Geist'])
    const a = glyphCoverage(face)
    const b = glyphCoverage(GEIST)
    for (const ch of 'Aé€健') expect(a(ch.codePointAt(0)!)).toBe(b(ch.codePointAt(0)!))
    expect(a(0x41)).toBe(true)
    expect(a('健'.codePointAt(0)!)).toBe(false)
    expect(() => extractFace(ttc, 5)).toThrow(/2 faces/)
  })

  it('returns a single font file as it is and refuses other files', () => {
    expect(extractFace(GEIST, 0)).toBe(GEIST)
    expect(() => faceNames(new TextEncoder().encode('wOF2 not a font'))).toThrow(/not a TrueType/)
  })

  it('picks the configured face, else the one for the site language', () => {
    const names = ['Noto Sans CJK JP', 'Noto Sans CJK KR', 'Noto Sans CJK SC', 'Noto Sans CJK TC', 'Noto Sans CJK HK', 'Noto Sans Mono CJK TC']
    expect(pickFace(names, '', 'zh-TW')).toBe(3)
    expect(pickFace(names, '', 'ja-JP')).toBe(0)
    expect(pickFace(names, '', 'en-US')).toBe(2)
    expect(pickFace(names, 'noto sans cjk hk', 'zh-CN')).toBe(4)
    expect(() => pickFace(names, 'Comic Sans', 'zh-CN')).toThrow(/OG_FONT_FACE.*Noto Sans CJK JP/)
  })
})

describe('fitting text to the font', () => {
  const latin = (cp: number) => cp < 0x180
  const cjk = (cp: number) => cp < 0x180 || (cp >= 0x3000 && cp < 0xa000) || cp === 0x2026

  it('drops emoji (satori would download them) and keeps the rest', () => {
    expect(fitText('低鈉 🥗 飲食 👍🏽', cjk, 60)).toBe('低鈉 飲食')
    expect(fitText('🇹🇼', cjk, 60)).toBeNull()
  })

  it('leaves out a text the font cannot draw instead of drawing it with holes', () => {
    expect(fitText('Salt 與血壓', latin, 60)).toBeNull()
    expect(fitText('Salt and blood pressure', latin, 60)).toBe('Salt and blood pressure')
  })

  it('shortens long text with an ellipsis the font has', () => {
    expect(fitText('一二三四五六', cjk, 4)).toBe('一二三…')
    expect(fitText('abcdefgh', latin, 4)).toBe('abc...')
  })
})

describe('OG cover', () => {
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-files-'))
  afterEach(() => vi.unstubAllGlobals())

  it('reads snapshot files from disk and crops them to 1200×630 JPEG', async () => {
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a7' } }).png().toFile(path.join(files, 'c.png'))
    const url = await loadOgCover('/files/c.png?width=400', files)
    expect(url).toMatch(/^data:image\/jpeg;base64,/)
    const meta = await sharp(Buffer.from(url!.split(',')[1], 'base64')).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
  })

  it('never leaves the files folder, never fetches loopback or Notion-signed covers', async () => {
    const transport = vi.fn()
    const policy = { ...OG_COVER_FETCH, transport }
    expect(await loadOgCover('/files/../../etc/passwd', files, policy)).toBeNull()
    expect(await loadOgCover('/files/%ff.png', files, policy)).toBeNull()
    expect(await loadOgCover('/files/missing.png', files, policy)).toBeNull()
    expect(await loadOgCover('http://127.0.0.1:3000/files/c.png', files, policy)).toBeNull()
    expect(await loadOgCover('http://[::1]/x.png', files, policy)).toBeNull()
    expect(await loadOgCover('http://[::ffff:7f00:1]/x.png', files, policy)).toBeNull()
    expect(await loadOgCover('https://prod-files-secure.s3.us-west-2.amazonaws.com/a/b.png', files, policy)).toBeNull()
    expect(await loadOgCover('/image/abc', files, policy)).toBeNull()
    expect(await loadOgCover(null, files, policy)).toBeNull()
    expect(transport).not.toHaveBeenCalled()
  })
})

describe('the shipped fonts', () => {
  it('are two small OpenType faces that cover every title of the sample and its sites', async () => {
    const files = SHIPPED_OG_FONTS.map((f) => new Uint8Array(fs.readFileSync(f.file)))
    expect(files.reduce((n, f) => n + f.byteLength, 0)).toBeLessThanOrEqual(2 * 1024 * 1024)
    expect(files.map((f) => faceNames(f))).toEqual([['Noto Sans'], ['Noto Sans CJK TC']])
    const coverage = files.map((f) => glyphCoverage(f))
    const covers = (cp: number) => coverage.some((c) => c(cp))
    const titles = sampleTitles()
    expect(titles).toContain('食在安心・健康誌')
    expect(titles).toContain('Eat Well, Live Well')
    expect(titles.length).toBeGreaterThan(20)
    const missing = [...new Set(titles.join(''))].filter((ch) => ch.trim() && !covers(ch.codePointAt(0)!))
    expect(missing).toEqual([])
    // Simplified, Traditional, Japanese kana and kanji, French and Turkish letters, punctuation
    for (const ch of '简体繁體飲食饮食ひらがなカタカナ気軽ÉéçœğışİŞ—…「」：？！，。・€') expect(covers(ch.codePointAt(0)!), ch).toBe(true)
    expect(fs.existsSync(path.join(path.dirname(SHIPPED_OG_FONTS[0].file), 'OFL.txt'))).toBe(true)
  })
})

describe('OG image', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('falls back to the built-in font when no font can be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const font = await loadOgFont('zh-TW', readSeoSettings({ OG_FONT_PATH: '/nonexistent/font.ttc' }), [{ name: 'og-cjk', file: '/nonexistent/shipped.otf' }])
    expect(font).toBe(BUILT_IN)
    expect(font.covers(0x41)).toBe(true)
    expect(font.covers('健'.codePointAt(0)!)).toBe(false)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('OG_FONT_PATH'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no CJK font found'))
    warn.mockRestore()
    error.mockRestore()
  })

  it('puts a configured font first and the shipped ones after it', async () => {
    const font = await loadOgFont('en-US', readSeoSettings({ OG_FONT_PATH: path.join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf') }))
    expect(font.faces.map((f) => f.name)).toEqual(['og-own', 'og-latin', 'og-cjk'])
    expect(font.family).toBe('og-own')
    expect(font.covers('健'.codePointAt(0)!)).toBe(true)
  })

  it('draws CJK and Latin with the shipped font on a machine without system fonts, offline', async () => {
    const outside = offline()
    const card = { title: '秋季當令蔬菜：好吃、便宜又營養', summary: 'Seasonal, cheap and good', siteName: '食在安心・健康誌', cover: null }
    // what the route does (ogFontFor), with no system font to add
    const noSystem = vi.fn(async () => null)
    const font = await fontFor([card.title, card.summary, card.siteName], await loadOgFont('zh-TW', readSeoSettings({})), noSystem)
    expect(noSystem).not.toHaveBeenCalled() // the shipped font has every character
    expect(font.faces.map((f) => f.name)).toEqual(['og-latin', 'og-cjk'])

    const png = await renderOgImage(card, 'zh-TW', font)
    const meta = await sharp(Buffer.from(png)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    // Before the shipped font, such a machine had only next/og's Latin font: the CJK title was
    // left out and the card was a bare gradient there.
    const bare = await renderOgImage(card, 'zh-TW', BUILT_IN)
    const drawn = await whitePixels(png, TITLE_BOX)
    expect(await whitePixels(bare, TITLE_BOX)).toBe(0)
    expect(drawn).toBeGreaterThan(5_000)
    // glyphs, not one repeated box: another title of the same length draws other pixels
    const other = await renderOgImage({ ...card, title: '護心的十個日常習慣：從今天開始吃' }, 'zh-TW', font)
    const diff = await sharp(Buffer.from(png)).extract(TITLE_BOX).removeAlpha().raw().toBuffer()
    const diff2 = await sharp(Buffer.from(other)).extract(TITLE_BOX).removeAlpha().raw().toBuffer()
    let changed = 0
    for (let i = 0; i < diff.length; i++) if (Math.abs(diff[i] - diff2[i]) > 64) changed++
    expect(changed).toBeGreaterThan(5_000)
    expect(outside).toEqual([])
  }, 30_000)

  it('leaves out a title with a character no font has, and adds a system font that has it', async () => {
    const outside = offline()
    const shipped = await loadOgFont('zh-TW', readSeoSettings({}))
    const rare = '王堃的食譜' // 堃 (U+5803) is outside the common sets
    expect(shipped.covers('堃'.codePointAt(0)!)).toBe(false)
    const alone = await fontFor([rare], shipped, async () => null)
    expect(alone).toBe(shipped)
    const card = { title: rare, summary: 'Seasonal, cheap and good', siteName: '食在安心・健康誌', cover: null }
    expect(await whitePixels(await renderOgImage(card, 'zh-TW', alone), TITLE_BOX)).toBe(0)
    if (SYSTEM_CJK) {
      const withSystem = await fontFor([rare], shipped, () => loadSystemFace('zh-TW', readSeoSettings({})))
      expect(withSystem.faces.map((f) => f.name)).toEqual(['og-latin', 'og-cjk', 'og-system'])
      expect(await whitePixels(await renderOgImage(card, 'zh-TW', withSystem), TITLE_BOX)).toBeGreaterThan(1_000)
    }
    expect(await loadSystemFace('zh-TW', readSeoSettings({}), [])).toBeNull()
    expect(outside).toEqual([])
  }, 60_000)

  it('draws a 1200×630 PNG with CJK text and emoji left out, offline', async () => {
    const outside = offline()
    const png = await renderOgImage({ title: '高血壓與鹽 🧂', summary: '每天吃多少才安全？', siteName: '好好吃飯', cover: null }, 'zh-TW')
    const meta = await sharp(Buffer.from(png)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    expect(outside).toEqual([])
  }, 30_000)

  it('answers the route with a cached PNG per post and edit', async () => {
    const post = { id: 'p1', title: '鹽', summary: '', pageCover: null, lastEditedDate: 1 } as unknown as Post
    const first = await ogImageResponse(post, { siteName: '好好吃飯', lang: 'zh-TW' })
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('cache-control')).toContain('max-age=86400')
    const a = new Uint8Array(await first.arrayBuffer())
    const t = performance.now()
    const b = new Uint8Array(await (await ogImageResponse(post, { siteName: '好好吃飯', lang: 'zh-TW' })).arrayBuffer())
    expect(performance.now() - t).toBeLessThan(20)
    expect(b).toEqual(a)
  }, 30_000)
})
