// The fonts of generated OG images. Subsets of Noto Sans Bold (Latin, 26 KB) and Noto Sans CJK
// TC Bold (kana, punctuation and the ~7,200 most common Chinese and Japanese characters,
// 1.8 MB) ship with the code (lib/seo/fonts/, made by scripts/og-font-subset.py), so cards are
// drawn alike on every machine, a serverless function without system fonts included. The
// configured OG_FONT_PATH, when set, goes first.
// A character the chain lacks brings in the system's Noto Sans CJK, where Linux distributions
// install it (the same design, so the card does not change style), on first need only. Never
// a download: text no font can show is left out (see fitText), because satori would otherwise
// fetch missing glyphs from Google Fonts. Satori reads single-font files only, so a face is
// copied out of a .ttc (see font-file.ts).
import fs from 'node:fs/promises'
import path from 'node:path'
import type { LocaleName } from '@/lib/config/names'
import { seoSettings, type SeoSettings } from './config'
import { extractFace, faceNames, glyphCoverage } from './font-file'

export interface OgFace {
  name: string
  data: ArrayBuffer
  covers: (codePoint: number) => boolean
}

export interface OgFont {
  /** in order of preference (satori takes each character from the first face that has it);
   * none = next/og's built-in font */
  faces: OgFace[]
  family: string
  covers: (codePoint: number) => boolean
}

/** The fonts that travel with the code, in order. `next build` sees these reads (literal paths
 * under process.cwd()) and traces the files into the /og function (tests/e2e/build-output.test.ts).
 * Latin first: Noto Sans CJK lacks letters of Latin Extended-A (ğ, ı, ş, ł…). */
export const SHIPPED_OG_FONTS = [
  { name: 'og-latin', file: path.join(process.cwd(), 'lib/seo/fonts/NotoSans-Bold-latin.ttf') },
  { name: 'og-cjk', file: path.join(process.cwd(), 'lib/seo/fonts/NotoSansCJKtc-Bold-subset.otf') },
]

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
export const BUILT_IN: OgFont = { faces: [], family: 'sans-serif', covers: (cp) => cp >= 0x20 && cp < 0x180 }

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

/** A face of a font file, or null (with the reason logged) when it cannot be read or used. */
async function readFace(file: string, name: string, wanted: string, lang: LocaleName, quietIfMissing: boolean): Promise<OgFace | null> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await fs.readFile(file))
  } catch {
    if (!quietIfMissing) console.error(`[leafpress] OG images: cannot read the font ${JSON.stringify(file)}`)
    return null
  }
  try {
    const face = extractFace(bytes, pickFace(faceNames(bytes), wanted, lang))
    const data = face.buffer.slice(face.byteOffset, face.byteOffset + face.byteLength) as ArrayBuffer
    return { name, data, covers: glyphCoverage(face) }
  } catch (err) {
    console.error(`[leafpress] OG images: cannot use the font ${file}: ${(err as Error).message}`)
    return null
  }
}

export function fontOf(faces: OgFace[]): OgFont {
  if (!faces.length) return BUILT_IN
  return { faces, family: faces[0].name, covers: (cp) => faces.some((f) => f.covers(cp)) }
}

/** The configured font (OG_FONT_PATH), then the shipped ones. */
export async function loadOgFont(lang: LocaleName, settings: SeoSettings, shipped = SHIPPED_OG_FONTS): Promise<OgFont> {
  const faces: OgFace[] = []
  if (settings.OG_FONT_PATH) {
    const own = await readFace(settings.OG_FONT_PATH, 'og-own', settings.OG_FONT_FACE, lang, false)
    if (own) faces.push(own)
    else console.error(`[leafpress] OG_FONT_PATH = ${JSON.stringify(settings.OG_FONT_PATH)}: not used`)
  }
  for (const { name, file } of shipped) {
    const ours = await readFace(file, name, '', lang, false)
    if (ours) faces.push(ours)
  }
  if (!faces.some((f) => f.covers(0x4e00))) {
    console.warn(
      '[leafpress] OG images: no CJK font found; titles in other scripts are left out of the image. ' +
        'The fonts of lib/seo/fonts/ are missing from this deployment.',
    )
  }
  return fontOf(faces)
}

/** The first Noto Sans CJK collection of the system (the face for the language), or null. */
export async function loadSystemFace(lang: LocaleName, settings: SeoSettings, files = SYSTEM_CJK_FONTS): Promise<OgFace | null> {
  for (const file of files) {
    const face = await readFace(file, 'og-system', settings.OG_FONT_FACE, lang, true)
    if (face) return face
  }
  return null
}

const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u200d\u20e3\ufe0e\ufe0f]|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}]/u

/** Whether every character of `text` but spaces and emoji has a glyph. */
export function drawable(text: string, covers: (cp: number) => boolean): boolean {
  for (const ch of text) {
    if (!/\s/.test(ch) && !covers(ch.codePointAt(0)!) && !PICTOGRAPH.test(ch)) return false
  }
  return true
}

/**
 * The font for a card's texts: `font`, plus `more()`'s face when a text has a character `font`
 * lacks and `more` finds one.
 */
export async function fontFor(texts: string[], font: OgFont, more: () => Promise<OgFace | null>): Promise<OgFont> {
  if (texts.every((t) => drawable(t, font.covers))) return font
  const extra = await more()
  return extra ? fontOf([...font.faces, extra]) : font
}

const loaded = new Map<LocaleName, Promise<OgFont>>()
const system = new Map<LocaleName, Promise<OgFace | null>>()

/** One font per language per process, parsed once. */
export function ogFont(lang: LocaleName): Promise<OgFont> {
  let font = loaded.get(lang)
  if (!font) loaded.set(lang, (font = loadOgFont(lang, seoSettings())))
  return font
}

/**
 * The font of a card with these texts. The system font (a 17 MB face) is read only for a text
 * the shipped font cannot draw, and never when OG_FONT_PATH is set (the owner chose).
 */
export async function ogFontFor(texts: string[], lang: LocaleName): Promise<OgFont> {
  const settings = seoSettings()
  return fontFor(texts, await ogFont(lang), () => {
    if (settings.OG_FONT_PATH) return Promise.resolve(null)
    let face = system.get(lang)
    if (!face) system.set(lang, (face = loadSystemFace(lang, settings)))
    return face
  })
}

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
