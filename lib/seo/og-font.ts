// The CJK font for generated OG images, found on the local system (no download, ever): the
// configured OG_FONT_PATH, else Noto Sans CJK where Linux distributions install it. Satori reads
// single-font files only, so a face is copied out of a .ttc (see font-file.ts). When no font is
// found, images are drawn with next/og's built-in Latin font and text it cannot show is left
// out (see fitText), because satori would otherwise fetch missing glyphs from Google Fonts.
import fs from 'node:fs/promises'
import type { LocaleName } from '@/lib/config/names'
import { seoSettings, type SeoSettings } from './config'
import { extractFace, faceNames, glyphCoverage } from './font-file'

export interface OgFont {
  /** undefined = next/og's built-in font */
  data?: ArrayBuffer
  family: string
  covers: (codePoint: number) => boolean
}

/** Where fonts-noto-cjk (Debian/Ubuntu), noto-fonts-cjk (Arch) and google-noto-cjk (Fedora) live. */
export const SYSTEM_CJK_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Regular.ttc',
]

/** The built-in font (Geist) covers Latin; everything else is left out of the image. */
const BUILT_IN: OgFont = { family: 'sans-serif', covers: (cp) => cp >= 0x20 && cp < 0x180 }

const REGION: Partial<Record<LocaleName, string>> = { 'zh-CN': 'SC', 'zh-TW': 'TC', 'zh-HK': 'HK', 'ja-JP': 'JP' }

/** The face of a collection to use: the configured family, else the one for the site language. */
export function pickFace(names: string[], wanted: string, lang: LocaleName): number {
  if (wanted) {
    const i = names.findIndex((n) => n.toLowerCase() === wanted.toLowerCase())
    if (i < 0) throw new Error(`OG_FONT_FACE = ${JSON.stringify(wanted)}: the font has ${names.join(', ')}`)
    return i
  }
  const region = REGION[lang] ?? 'SC'
  const i = names.findIndex((n) => n.endsWith(` ${region}`) && !/mono/i.test(n))
  return i < 0 ? 0 : i
}

export async function loadOgFont(lang: LocaleName, settings: SeoSettings): Promise<OgFont> {
  const candidates = settings.OG_FONT_PATH ? [settings.OG_FONT_PATH] : SYSTEM_CJK_FONTS
  for (const file of candidates) {
    let bytes: Uint8Array
    try {
      bytes = new Uint8Array(await fs.readFile(file))
    } catch {
      if (settings.OG_FONT_PATH) console.error(`[leafpress] OG_FONT_PATH = ${JSON.stringify(file)}: cannot read the file`)
      continue
    }
    try {
      const names = faceNames(bytes)
      const face = extractFace(bytes, pickFace(names, settings.OG_FONT_FACE, lang))
      const data = face.buffer.slice(face.byteOffset, face.byteOffset + face.byteLength) as ArrayBuffer
      return { data, family: 'og-cjk', covers: glyphCoverage(face) }
    } catch (err) {
      console.error(`[leafpress] OG images: cannot use the font ${file}: ${(err as Error).message}`)
    }
  }
  console.warn(
    '[leafpress] OG images: no CJK font found; titles in other scripts are left out of the image. ' +
      'Install fonts-noto-cjk or set OG_FONT_PATH to a .ttf/.otf/.ttc with CJK glyphs.',
  )
  return BUILT_IN
}

const loaded = new Map<LocaleName, Promise<OgFont>>()

/** One font per language per process: the face is 17 MB and parsed once. */
export function ogFont(lang: LocaleName): Promise<OgFont> {
  let font = loaded.get(lang)
  if (!font) loaded.set(lang, (font = loadOgFont(lang, seoSettings())))
  return font
}

const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u200d\u20e3\ufe0e\ufe0f]|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}]/u

/**
 * Text the font can draw, or null. Emoji without a glyph are dropped (decoration); any other
 * character without a glyph drops the whole text, since a title with holes is worse than none.
 */
export function fitText(text: string, covers: (cp: number) => boolean, maxChars: number): string | null {
  let out = ''
  for (const ch of text.replace(/\s+/g, ' ').trim()) {
    const cp = ch.codePointAt(0)!
    if (ch === ' ' || covers(cp)) out += ch
    else if (!PICTOGRAPH.test(ch)) return null
  }
  const chars = [...out.replace(/ {2,}/g, ' ').trim()]
  if (!chars.length) return null
  if (chars.length <= maxChars) return chars.join('')
  const ellipsis = covers(0x2026) ? '…' : '...'
  return chars.slice(0, maxChars - 1).join('').trimEnd() + ellipsis
}
