// WCAG contrast, and the nearest readable version of a colour: used to keep code highlighting
// at 4.5:1 or more on the code block's background in both modes (GitHub's themes put comments
// and a few token colours below that on a tinted background).

type Rgb = [number, number, number]

function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim())
  if (!m) return null
  return [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16)) as Rgb
}

const toHex = (c: Rgb) => '#' + c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** The WCAG contrast ratio of two #rrggbb colours (1–21), or NaN for anything else. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a)
  const y = parseHex(b)
  if (!x || !y) return NaN
  const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p)
  return (l1 + 0.05) / (l2 + 0.05)
}

/**
 * `fg` itself when it reaches `min` on `bg`; otherwise `fg` mixed step by step towards black (on
 * a light background) or white (on a dark one) until it does: the hue stays recognisable.
 * Colours that are not #rrggbb(aa) are returned unchanged (an alpha part is dropped when mixed).
 */
export function readableOn(fg: string, bg: string, min = 4.5): string {
  const c = parseHex(fg)
  const b = parseHex(bg)
  if (!c || !b || contrastRatio(fg.slice(0, 7), bg) >= min) return fg
  const target: Rgb = luminance(b) > 0.18 ? [0, 0, 0] : [255, 255, 255]
  for (let t = 0.04; t <= 1; t += 0.04) {
    const mixed = toHex(c.map((v, i) => v + (target[i] - v) * t) as Rgb)
    if (contrastRatio(mixed, bg) >= min) return mixed
  }
  return toHex(target)
}
