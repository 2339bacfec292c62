// Cover and illustration art for generated snapshots, drawn as SVG and encoded to WebP with
// sharp. Nothing is downloaded, nothing uses fonts (font lookup differs between machines and
// would break byte-identical output), and every shape comes from a seeded PRNG.
import sharp from 'sharp'
import { hashInt } from './snapshot-builder'

export type Motif = 'bowl' | 'molecule' | 'heart' | 'plate' | 'leaf' | 'cup'

export interface Palette {
  /** gradient stops of the background */
  bg: [string, string]
  /** the main object */
  main: string
  /** fruit, highlights */
  accent: string
  leaf: string
}

export const PALETTES: Record<string, Palette[]> = {
  greens: [
    { bg: ['#eef7ee', '#cfe8d2'], main: '#f6f1e7', accent: '#f4a259', leaf: '#3f8f4f' },
    { bg: ['#f3f8e8', '#d6ebc0'], main: '#fffaf0', accent: '#e76f51', leaf: '#4d7c2a' },
  ],
  sun: [
    { bg: ['#fff8e6', '#ffe2a8'], main: '#fffdf7', accent: '#f28b30', leaf: '#5c9a3c' },
    { bg: ['#fff3e0', '#ffd59e'], main: '#fefcf5', accent: '#d9534f', leaf: '#6a994e' },
  ],
  sky: [
    { bg: ['#eaf4fb', '#c4def2'], main: '#ffffff', accent: '#e05a5a', leaf: '#3d8b6d' },
    { bg: ['#edf2fb', '#cdd9f3'], main: '#fbfdff', accent: '#f07167', leaf: '#2a9d8f' },
  ],
  berry: [
    { bg: ['#fdf0ec', '#f6cfc2'], main: '#fffaf6', accent: '#c0392b', leaf: '#588157' },
    { bg: ['#fbeef3', '#f2c9d8'], main: '#fffafc', accent: '#b5485d', leaf: '#6b9e5b' },
  ],
}

/** mulberry32: tiny, fast and good enough for shapes. */
export function prng(seed: string) {
  let a = hashInt(seed, 2 ** 32)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const f = (n: number) => Math.round(n * 10) / 10

function leafPath(x: number, y: number, len: number, angle: number, fill: string, opacity = 1) {
  // two quadratic curves make a leaf; a thin line is its vein
  const w = len * 0.38
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" opacity="${opacity}">
<path d="M0 0 Q ${f(len / 2)} ${f(-w)} ${f(len)} 0 Q ${f(len / 2)} ${f(w)} 0 0Z" fill="${fill}"/>
<path d="M0 0 L ${f(len * 0.92)} 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(len / 40 + 1)}"/></g>`
}

function fruit(x: number, y: number, r: number, fill: string) {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/><circle cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.28)}" fill="#ffffff" opacity="0.35"/>`
}

function motifShapes(m: Motif, p: Palette, rnd: () => number, w: number, h: number): string {
  const cx = w * (0.55 + rnd() * 0.2)
  const cy = h * (0.55 + rnd() * 0.1)
  const s = h / 675
  const out: string[] = []
  const leaves = (n: number, x: number, y: number, spread: number) => {
    for (let i = 0; i < n; i++) {
      out.push(leafPath(x + (rnd() - 0.5) * spread, y + (rnd() - 0.5) * spread * 0.4, (70 + rnd() * 80) * s, -150 + rnd() * 120, p.leaf, 0.8 + rnd() * 0.2))
    }
  }
  switch (m) {
    case 'bowl': {
      const r = 190 * s
      leaves(5, cx - r * 0.3, cy - r * 0.25, r * 1.2)
      for (let i = 0; i < 3; i++) out.push(fruit(cx - r * 0.6 + i * r * 0.55 + rnd() * 20, cy - r * 0.15 - rnd() * 30 * s, (34 + rnd() * 20) * s, i === 1 ? p.accent : p.leaf))
      out.push(`<path d="M${f(cx - r * 1.2)} ${f(cy)} A ${f(r * 1.2)} ${f(r * 0.95)} 0 0 0 ${f(cx + r * 1.2)} ${f(cy)} Z" fill="${p.main}"/>`)
      out.push(`<rect x="${f(cx - r * 1.25)}" y="${f(cy - 8 * s)}" width="${f(r * 2.5)}" height="${f(16 * s)}" rx="${f(8 * s)}" fill="${p.accent}" opacity="0.85"/>`)
      break
    }
    case 'plate': {
      const r = 210 * s
      out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${p.main}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.72)}" fill="none" stroke="${p.accent}" stroke-opacity="0.3" stroke-width="${f(6 * s)}"/>`)
      leaves(4, cx, cy, r)
      for (let i = 0; i < 4; i++) out.push(fruit(cx + (rnd() - 0.5) * r, cy + (rnd() - 0.5) * r * 0.8, (22 + rnd() * 18) * s, i % 2 ? p.accent : p.leaf))
      // fork and spoon
      const fx = cx - r - 60 * s
      out.push(`<rect x="${f(fx)}" y="${f(cy - r * 0.8)}" width="${f(14 * s)}" height="${f(r * 1.6)}" rx="${f(7 * s)}" fill="${p.leaf}" opacity="0.55"/>`)
      out.push(`<ellipse cx="${f(cx + r + 60 * s)}" cy="${f(cy - r * 0.55)}" rx="${f(28 * s)}" ry="${f(40 * s)}" fill="${p.leaf}" opacity="0.55"/><rect x="${f(cx + r + 53 * s)}" y="${f(cy - r * 0.5)}" width="${f(14 * s)}" height="${f(r * 1.3)}" rx="${f(7 * s)}" fill="${p.leaf}" opacity="0.55"/>`)
      break
    }
    case 'heart': {
      const r = 150 * s
      out.push(`<path d="M${f(cx)} ${f(cy + r * 1.1)} C ${f(cx - r * 2)} ${f(cy - r * 0.2)} ${f(cx - r * 0.8)} ${f(cy - r * 1.5)} ${f(cx)} ${f(cy - r * 0.55)} C ${f(cx + r * 0.8)} ${f(cy - r * 1.5)} ${f(cx + r * 2)} ${f(cy - r * 0.2)} ${f(cx)} ${f(cy + r * 1.1)} Z" fill="${p.accent}" opacity="0.9"/>`)
      out.push(`<polyline points="${f(cx - r * 1.3)},${f(cy)} ${f(cx - r * 0.4)},${f(cy)} ${f(cx - r * 0.2)},${f(cy - r * 0.45)} ${f(cx + r * 0.1)},${f(cy + r * 0.4)} ${f(cx + r * 0.3)},${f(cy)} ${f(cx + r * 1.3)},${f(cy)}" fill="none" stroke="${p.main}" stroke-width="${f(12 * s)}" stroke-linejoin="round" stroke-linecap="round"/>`)
      leaves(3, cx + r * 1.1, cy + r * 0.6, r)
      break
    }
    case 'molecule': {
      const pts = Array.from({ length: 6 }, () => [cx + (rnd() - 0.5) * 420 * s, cy + (rnd() - 0.5) * 300 * s])
      for (let i = 1; i < pts.length; i++) {
        const [ax, ay] = pts[i - 1]
        const [bx, by] = pts[i]
        out.push(`<line x1="${f(ax)}" y1="${f(ay)}" x2="${f(bx)}" y2="${f(by)}" stroke="${p.leaf}" stroke-opacity="0.5" stroke-width="${f(8 * s)}"/>`)
      }
      pts.forEach(([x, y], i) => out.push(fruit(x, y, (26 + rnd() * 30) * s, i % 3 === 0 ? p.accent : i % 3 === 1 ? p.leaf : p.main)))
      // a capsule
      out.push(`<g transform="translate(${f(cx - 330 * s)} ${f(cy + 90 * s)}) rotate(-30)"><rect width="${f(160 * s)}" height="${f(64 * s)}" rx="${f(32 * s)}" fill="${p.main}"/><rect width="${f(80 * s)}" height="${f(64 * s)}" rx="${f(32 * s)}" fill="${p.accent}"/></g>`)
      break
    }
    case 'cup': {
      const r = 130 * s
      out.push(`<path d="M${f(cx - r)} ${f(cy - r)} L ${f(cx + r)} ${f(cy - r)} L ${f(cx + r * 0.8)} ${f(cy + r)} Q ${f(cx)} ${f(cy + r * 1.25)} ${f(cx - r * 0.8)} ${f(cy + r)} Z" fill="${p.main}"/>`)
      out.push(`<path d="M${f(cx + r * 0.95)} ${f(cy - r * 0.5)} q ${f(r * 0.7)} ${f(r * 0.1)} ${f(r * 0.05)} ${f(r * 0.9)}" fill="none" stroke="${p.main}" stroke-width="${f(22 * s)}" stroke-linecap="round"/>`)
      for (let i = 0; i < 3; i++) {
        const x = cx - r * 0.5 + i * r * 0.5
        out.push(`<path d="M${f(x)} ${f(cy - r * 1.2)} q ${f(-25 * s)} ${f(-40 * s)} 0 ${f(-80 * s)} q ${f(25 * s)} ${f(-40 * s)} 0 ${f(-80 * s)}" fill="none" stroke="${p.accent}" stroke-opacity="0.55" stroke-width="${f(9 * s)}" stroke-linecap="round"/>`)
      }
      leaves(3, cx - r * 1.6, cy + r * 0.6, r)
      break
    }
    case 'leaf': {
      leaves(9, cx, cy, 420 * s)
      for (let i = 0; i < 3; i++) out.push(fruit(cx + (rnd() - 0.5) * 380 * s, cy + (rnd() - 0.5) * 220 * s, (30 + rnd() * 25) * s, p.accent))
      break
    }
  }
  return out.join('\n')
}

/** A soft illustrated cover: gradient, blurred-looking discs, one food motif. */
export function coverSvg(seed: string, motif: Motif, palette: Palette, w = 1200, h = 675): string {
  const rnd = prng(seed)
  const discs = Array.from({ length: 5 }, (_, i) => {
    const r = (120 + rnd() * 220) * (h / 675)
    return `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(r)}" fill="${i % 2 ? palette.leaf : palette.accent}" opacity="${f(0.06 + rnd() * 0.08)}"/>`
  }).join('\n')
  const angle = Math.round(rnd() * 90)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient>
<radialGradient id="r" cx="0.7" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#r)"/>
${discs}
<ellipse cx="${f(w * 0.62)}" cy="${f(h * 0.86)}" rx="${f(w * 0.3)}" ry="${f(h * 0.05)}" fill="#000000" opacity="0.06"/>
${motifShapes(motif, palette, rnd, w, h)}
</svg>`
}

/** A round avatar: a leaf on a soft disc. */
export function avatarSvg(palette: Palette, size = 256): string {
  const c = size / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
${leafPath(c - size * 0.3, c + size * 0.18, size * 0.62, -38, palette.leaf)}
${fruit(c + size * 0.2, c + size * 0.2, size * 0.11, palette.accent)}
</svg>`
}

/** A square icon (for bookmarks): a coloured tile with a leaf. */
export function iconSvg(palette: Palette, size = 64): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${size / 5}" fill="${palette.leaf}"/>
${leafPath(size * 0.18, size * 0.62, size * 0.66, -40, palette.main)}
</svg>`
}

export async function svgToWebp(svg: string, quality = 70): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 4 }).toBuffer()
}
