import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSeoSettings } from '@/lib/seo/config'
import { extractFace, faceNames, glyphCoverage } from '@/lib/seo/font-file'
import { loadOgCover, OG_COVER_FETCH } from '@/lib/seo/og-cover'
import { fitText, loadOgFont, pickFace, SYSTEM_CJK_FONTS } from '@/lib/seo/og-font'
import { ogImageResponse, renderOgImage } from '@/lib/seo/og-image'
import type { Post } from '@/lib/site/types'

// next/og's own Latin font: always installed with next, so these tests need no system font.
const GEIST = new Uint8Array(fs.readFileSync(path.join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf')))
const SYSTEM_CJK = SYSTEM_CJK_FONTS.find((f) => fs.existsSync(f))

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

describe('OG image', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('falls back to the built-in font when no CJK font can be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const font = await loadOgFont('zh-TW', readSeoSettings({ OG_FONT_PATH: '/nonexistent/font.ttc' }))
    expect(font.data).toBeUndefined()
    expect(font.covers(0x41)).toBe(true)
    expect(font.covers('健'.codePointAt(0)!)).toBe(false)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('OG_FONT_PATH'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no CJK font found'))
    warn.mockRestore()
    error.mockRestore()
  })

  it.skipIf(!SYSTEM_CJK)('draws a 1200×630 PNG with CJK text from the system font, offline', async () => {
    // next/og loads its own wasm through fetch('data:…'); anything else would be a download
    // (satori fetches glyphs and emoji it lacks from Google Fonts and a CDN).
    const realFetch = globalThis.fetch
    const outside: string[] = []
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).startsWith('data:')) return realFetch(url, init)
      outside.push(String(url))
      return Promise.reject(new Error('no network in tests'))
    })
    const png = await renderOgImage({ title: '高血壓與鹽 🧂', summary: '每天吃多少才安全？', siteName: '好好吃飯', cover: null }, 'zh-TW')
    const meta = await sharp(Buffer.from(png)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    expect(outside).toEqual([])
  }, 30_000)

  it.skipIf(!SYSTEM_CJK)('answers the route with a cached PNG per post and edit', async () => {
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
