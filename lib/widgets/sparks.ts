// Click fireworks as plain particle maths (no library): a burst of sparks in one colour set
// that fly out, slow down, fall and fade.

export type Rgb = readonly [number, number, number]

export interface Spark {
  x: number
  y: number
  vx: number
  vy: number
  /** 1 → 0 */
  life: number
  size: number
  color: Rgb
}

const SPARKS = 28
const GRAVITY = 260 // px/s²
const DRAG = 2.2 // per second
const FADE = 1.1 // life per second

export function burst(x: number, y: number, colors: readonly Rgb[], random: () => number = Math.random): Spark[] {
  const color = colors[Math.floor(random() * colors.length) % colors.length]
  return Array.from({ length: SPARKS }, (_, i) => {
    const angle = (i / SPARKS) * Math.PI * 2 + random() * 0.3
    const speed = 140 + random() * 220
    return { x, y, vx: Math.cos(angle) * speed, vy: Math.sin(angle) * speed, life: 1, size: 2 + random() * 2.5, color }
  })
}

/** Advances the sparks by dt seconds; burnt-out sparks are dropped. */
export function step(sparks: Spark[], dt: number): Spark[] {
  const keep = Math.exp(-DRAG * dt)
  const out: Spark[] = []
  for (const s of sparks) {
    const life = s.life - FADE * dt
    if (life <= 0) continue
    const vx = s.vx * keep
    const vy = s.vy * keep + GRAVITY * dt
    out.push({ ...s, x: s.x + vx * dt, y: s.y + vy * dt, vx, vy, life })
  }
  return out
}
