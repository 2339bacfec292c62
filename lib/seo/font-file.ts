// Reading OpenType font files without a font library. The OG image renderer (satori) reads
// only single .ttf/.otf files, while Linux systems ship CJK fonts as TrueType collections
// (.ttc): `extractFace` copies one face of a collection into a standalone .otf (tables are
// shared inside a collection, so this is a copy of the face's tables, no glyph work).
// `glyphCoverage` reads the cmap, so text can be checked against the font before rendering.

/** The faces of a collection (family names), or one entry for a plain font file. */
export function faceNames(file: Uint8Array): string[] {
  return faceOffsets(file).map((o) => familyName(file, o))
}

/** A standalone font file for face `index` of a .ttc, or the file itself when it is one font. */
export function extractFace(file: Uint8Array, index: number): Uint8Array {
  const offsets = faceOffsets(file)
  if (!isCollection(file)) return file
  const at = offsets[index]
  if (at === undefined) throw new Error(`font collection has ${offsets.length} faces, no face ${index}`)
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  const tables = tableRecords(file, at)
  const headerSize = 12 + 16 * tables.length
  const pad4 = (n: number) => (n + 3) & ~3
  let size = headerSize
  for (const t of tables) size += pad4(t.length)
  const out = new Uint8Array(size)
  const w = new DataView(out.buffer)
  out.set(file.subarray(at, at + 12), 0) // sfnt version and search fields are per face
  let cursor = headerSize
  tables.forEach((t, i) => {
    const rec = 12 + 16 * i
    w.setUint32(rec, view.getUint32(at + 12 + 16 * i))
    w.setUint32(rec + 4, t.checksum)
    w.setUint32(rec + 8, cursor)
    w.setUint32(rec + 12, t.length)
    out.set(file.subarray(t.offset, t.offset + t.length), cursor)
    cursor += pad4(t.length)
  })
  return out
}

/** A test for "the font has a glyph for this code point", from its Unicode cmap subtable. */
export function glyphCoverage(font: Uint8Array): (codePoint: number) => boolean {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const cmap = tableRecords(font, 0).find((t) => t.tag === 'cmap')
  if (!cmap) return () => false
  const count = view.getUint16(cmap.offset + 2)
  let best: { format: number; at: number } | null = null
  for (let i = 0; i < count; i++) {
    const rec = cmap.offset + 4 + 8 * i
    const platform = view.getUint16(rec)
    const encoding = view.getUint16(rec + 2)
    const at = cmap.offset + view.getUint32(rec + 4)
    const format = view.getUint16(at)
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))
    if (!unicode || (format !== 4 && format !== 12)) continue
    if (!best || format === 12) best = { format, at }
  }
  if (!best) return () => false
  const ranges: Array<[number, number]> = []
  if (best.format === 12) {
    const groups = view.getUint32(best.at + 12)
    for (let i = 0; i < groups; i++) {
      const g = best.at + 16 + 12 * i
      if (view.getUint32(g + 8) !== 0 || view.getUint32(g) !== view.getUint32(g + 4)) {
        ranges.push([view.getUint32(g), view.getUint32(g + 4)])
      }
    }
  } else {
    // Format 4 segments; a segment mapping everything to glyph 0 (.notdef) covers nothing, but
    // telling that apart needs the glyph arrays, and fonts do not ship such segments in practice.
    const segs = view.getUint16(best.at + 6) / 2
    for (let i = 0; i < segs; i++) {
      const end = view.getUint16(best.at + 14 + 2 * i)
      const start = view.getUint16(best.at + 16 + 2 * segs + 2 * i)
      if (start !== 0xffff) ranges.push([start, end])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  return (cp) => {
    let lo = 0
    let hi = ranges.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (cp < ranges[mid][0]) hi = mid - 1
      else if (cp > ranges[mid][1]) lo = mid + 1
      else return true
    }
    return false
  }
}

interface TableRecord {
  tag: string
  checksum: number
  offset: number
  length: number
}

const tag = (file: Uint8Array, at: number) => String.fromCharCode(...file.subarray(at, at + 4))

function isCollection(file: Uint8Array): boolean {
  return tag(file, 0) === 'ttcf'
}

function faceOffsets(file: Uint8Array): number[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  if (!isCollection(file)) {
    const version = view.getUint32(0)
    if (version !== 0x00010000 && tag(file, 0) !== 'OTTO' && tag(file, 0) !== 'true') {
      throw new Error('not a TrueType/OpenType font file')
    }
    return [0]
  }
  const n = view.getUint32(8)
  return Array.from({ length: n }, (_, i) => view.getUint32(12 + 4 * i))
}

function tableRecords(file: Uint8Array, at: number): TableRecord[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  const n = view.getUint16(at + 4)
  return Array.from({ length: n }, (_, i) => {
    const rec = at + 12 + 16 * i
    return { tag: tag(file, rec), checksum: view.getUint32(rec + 4), offset: view.getUint32(rec + 8), length: view.getUint32(rec + 12) }
  })
}

/** The family name (name id 1, Windows English, else any Unicode record) of the face at `at`. */
function familyName(file: Uint8Array, at: number): string {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  const name = tableRecords(file, at).find((t) => t.tag === 'name')
  if (!name) return ''
  const count = view.getUint16(name.offset + 2)
  const strings = name.offset + view.getUint16(name.offset + 4)
  let fallback = ''
  for (let i = 0; i < count; i++) {
    const r = name.offset + 6 + 12 * i
    const [platform, , language, id, length, offset] = [0, 2, 4, 6, 8, 10].map((d) => view.getUint16(r + d))
    if (id !== 1 || (platform !== 3 && platform !== 0)) continue
    let s = ''
    for (let k = 0; k < length; k += 2) s += String.fromCharCode(view.getUint16(strings + offset + k))
    if (platform === 3 && language === 0x409) return s
    fallback ||= s
  }
  return fallback
}
