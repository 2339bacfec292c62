// Binary files the snapshots reference as `/files/<name>`: covers, the avatar, and the
// kitchen sink's image, bookmark art, PDF and audio. All drawn or written here, never fetched.
import { avatarSvg, coverSvg, iconSvg, PALETTES, svgToWebp, type Motif, type Palette } from '../../lib/workspace/builder-art'
import { KITCHEN_FILES } from './kitchen-sink'

const name = (url: string) => url.replace(/^\/files\//, '')

/** 1200×675 cover at quality 70 (stays well under 40 KB). */
export const cover = (seed: string, motif: Motif, palette: Palette) => svgToWebp(coverSvg(seed, motif, palette))

/** A one-page PDF with a line of text, written by hand (xref offsets computed). */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** A short two-tone "ding" as 8 kHz, 8-bit mono WAV (a few KB). */
export function tinyWav(seconds = 0.6, rate = 8000): Buffer {
  const n = Math.round(seconds * rate)
  const data = Buffer.alloc(n)
  for (let i = 0; i < n; i++) {
    const t = i / rate
    const freq = t < seconds / 2 ? 880 : 660
    const fade = 1 - t / seconds
    data[i] = 128 + Math.round(90 * fade * Math.sin(2 * Math.PI * freq * t))
  }
  const h = Buffer.alloc(44)
  h.write('RIFF', 0)
  h.writeUInt32LE(36 + n, 4)
  h.write('WAVEfmt ', 8)
  h.writeUInt32LE(16, 16)
  h.writeUInt16LE(1, 20) // PCM
  h.writeUInt16LE(1, 22) // mono
  h.writeUInt32LE(rate, 24)
  h.writeUInt32LE(rate, 28)
  h.writeUInt16LE(1, 32)
  h.writeUInt16LE(8, 34)
  h.write('data', 36)
  h.writeUInt32LE(n, 40)
  return Buffer.concat([h, data])
}

/** Files every snapshot needs besides post covers: site cover, avatar, kitchen-sink media. */
export async function commonFiles(): Promise<Map<string, Buffer>> {
  const F = KITCHEN_FILES
  const files = new Map<string, Buffer>()
  files.set('site-cover.webp', await cover('site-cover', 'leaf', PALETTES.greens[0]))
  files.set('avatar.webp', await svgToWebp(avatarSvg(PALETTES.greens[1]), 80))
  files.set(name(F.image), await svgToWebp(coverSvg('ks-salad', 'bowl', PALETTES.greens[1], 960, 540), 72))
  files.set(name(F.driveThumb), await svgToWebp(coverSvg('ks-drive', 'plate', PALETTES.sky[0], 480, 270), 70))
  files.set(name(F.bookmarkIcon), await svgToWebp(iconSvg(PALETTES.sky[1]), 80))
  files.set(name(F.bookmarkCover), await svgToWebp(coverSvg('ks-bookmark', 'cup', PALETTES.sun[0], 600, 315), 70))
  files.set(name(F.pdf), tinyPdf('Leafpress - weekly menu (sample file)'))
  files.set(name(F.audio), tinyWav())
  return files
}
