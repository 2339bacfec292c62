// Renditions come from a fixed set, and encodes are limited (issue #29): widths snap up,
// qualities to the nearest, unknown formats are refused, and a full queue answers 503.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BusyError, busyResponse, EncodeQueue, QUALITIES, readRendition, render, snapQuality, snapWidth, UnknownFormatError, WIDTHS } from '@/lib/media/resize'
import { resizedUrl, thumbnailUrl, tintUrl, widthSet } from '@/lib/site/images'

const read = (q: string, accept: string | null = 'image/avif,image/webp,*/*') => readRendition(new URLSearchParams(q), accept)

describe('the fixed set of renditions', () => {
  it('snaps widths up to the next allowed one, and caps at the largest', () => {
    expect(snapWidth(1)).toBe(32)
    expect(snapWidth(401)).toBe(480)
    expect(snapWidth(1280)).toBe(1280)
    expect(snapWidth(999_999)).toBe(2200)
    expect(read('width=1234&quality=63').width).toBe(1280)
  })

  it('snaps qualities to the nearest allowed one', () => {
    expect(snapQuality(1)).toBe(40)
    expect(snapQuality(63)).toBe(60)
    expect(snapQuality(73)).toBe(75)
    expect(snapQuality(100)).toBe(85)
    expect(read('width=400&quality=51').quality).toBe(50)
    expect(read('width=400').quality).toBe(75)
  })

  it('a million different URLs give a handful of renditions', () => {
    const keys = new Set<string>()
    for (let w = 1; w < 5000; w += 7) for (let q = 1; q <= 100; q += 3) {
      const r = read(`width=${w}&quality=${q}&format=webp`)
      keys.add(`${r.width}-${r.quality}-${r.format}`)
    }
    expect(keys.size).toBe(WIDTHS.length * QUALITIES.length)
  })

  it('refuses an unknown format, honours the known ones', () => {
    expect(() => read('width=400&format=gif')).toThrow(UnknownFormatError)
    expect(() => read('format=')).toThrow(UnknownFormatError)
    expect(read('width=400&format=webp', 'image/webp').format).toBe('webp')
    expect(read('width=400&format=avif', 'image/avif').format).toBe('avif')
    expect(read('width=400&format=jpg').format).toBe('jpeg')
    expect(read('width=400&format=png').format).toBe('png')
  })

  it('every rendition URL the site writes is in the set (no snapping)', () => {
    const urls = [thumbnailUrl('/files/a.png'), tintUrl('/files/a.png'), resizedUrl('/files/a.png', 800, 60), resizedUrl('/files/a.png', 1280, 70), resizedUrl('/files/a.png', 1600, 70)]
    // the themes' srcset widths (landing, matery, hexo)
    for (const w of [[480, 640, 828, 1080, 1600], [640, 1080, 1600, 2200], [640, 828, 1080, 1600, 2200]]) urls.push(...widthSet('/files/a.png', w, (u) => u)!.split(', ').map((s) => s.split(' ')[0]))
    for (const u of urls) {
      const q = new URLSearchParams(u!.split('?')[1])
      const r = readRendition(q, 'image/webp')
      expect([r.width, r.quality], u!).toEqual([Number(q.get('width')), Number(q.get('quality'))])
    }
  })
})

describe('the encode queue', () => {
  it('runs at most `limit` at once and refuses beyond the queue bound', async () => {
    const queue = new EncodeQueue(2, 3)
    let running = 0
    let peak = 0
    const releases: (() => void)[] = []
    const job = () =>
      queue.run(async () => {
        running++
        peak = Math.max(peak, running)
        await new Promise<void>((r) => releases.push(r))
        running--
        return 'ok'
      })
    const accepted = Array.from({ length: 5 }, job) // 2 running, 3 waiting
    await expect(job()).rejects.toBeInstanceOf(BusyError)
    expect(releases.length).toBe(2)
    while (releases.length || running) {
      releases.shift()?.()
      await new Promise((r) => setTimeout(r, 1))
    }
    expect(await Promise.all(accepted)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok'])
    expect(peak).toBe(2)
    // the slots are free again
    await expect(queue.run(async () => 1)).resolves.toBe(1)
  })

  it('render goes through the queue; a busy queue is a 503 with Retry-After', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#08f' } }).png().toBuffer()
    const full = new EncodeQueue(0, 0)
    await expect(render(png, { width: 32, quality: 50, format: 'webp' }, full)).rejects.toBeInstanceOf(BusyError)
    const out = await render(png, { width: 32, quality: 50, format: 'webp' }, new EncodeQueue(1, 0))
    expect(out?.type).toBe('image/webp')
    const res = busyResponse()
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '2'])
  })
})
