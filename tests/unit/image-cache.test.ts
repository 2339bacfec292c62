// The image path's disk cache is bounded in bytes, least recently used out first, and the
// order is rebuilt from the folder after a restart (issue #29).
import { promises as fs } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readImageSettings } from '@/lib/config/deployment'
import { ImageCache } from '@/lib/media/image-cache'

const dirs: string[] = []
async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lp-image-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  for (const d of dirs.splice(0)) await fs.rm(d, { recursive: true, force: true })
})

const img = (n: number) => ({ type: 'image/webp', body: Buffer.alloc(1000, n) }) // 1011 bytes stored
async function bytesOnDisk(dir: string): Promise<number> {
  let total = 0
  for (const sub of await fs.readdir(dir)) for (const f of await fs.readdir(path.join(dir, sub))) total += (await fs.stat(path.join(dir, sub, f))).size
  return total
}

describe('ImageCache bound', () => {
  it('keeps at most the bound on disk, evicting the least recently used', async () => {
    const dir = await tempDir()
    const cache = new ImageCache(dir, 3500) // room for three entries
    for (const k of ['a', 'b', 'c']) await cache.put(k, 'orig', img(1))
    expect(await cache.get('a', 'orig')).not.toBeNull() // a is now the most recently used
    await cache.put('d', 'orig', img(2)) // evicts b, the least recently used
    expect(await cache.get('b', 'orig')).toBeNull()
    for (const k of ['a', 'c', 'd']) expect(await cache.get(k, 'orig'), k).not.toBeNull()
    expect(await bytesOnDisk(dir)).toBeLessThanOrEqual(3500)
    expect(await cache.size()).toBe(await bytesOnDisk(dir))

    for (let i = 0; i < 50; i++) await cache.put(`k${i}`, '400-75-webp', img(i))
    expect(await bytesOnDisk(dir)).toBeLessThanOrEqual(3500)
    expect((await cache.get('k49', '400-75-webp'))?.body.equals(img(49).body)).toBe(true)
  })

  it('after a restart, knows what is on disk and keeps the order of use', async () => {
    const dir = await tempDir()
    const first = new ImageCache(dir, 10_000)
    for (const k of ['a', 'b', 'c']) {
      await first.put(k, 'orig', img(1))
      await new Promise((r) => setTimeout(r, 20)) // distinct modification times
    }
    await first.get('a', 'orig')
    await new Promise((r) => setTimeout(r, 50)) // the touch is not awaited by get
    const again = new ImageCache(dir, 3500)
    expect(await again.size()).toBe(3 * 1011)
    await again.put('d', 'orig', img(2))
    expect(await again.get('b', 'orig')).toBeNull()
    for (const k of ['a', 'c', 'd']) expect(await again.get(k, 'orig'), k).not.toBeNull()
  })

  it('IMAGE_CACHE_MAX_MB sets the bound (default 256 MB), and a wrong value is reported', () => {
    expect(readImageSettings({}).cacheBytes).toBe(256 * 1024 * 1024)
    expect(readImageSettings({ IMAGE_CACHE_MAX_MB: '64' }).cacheBytes).toBe(64 * 1024 * 1024)
    const problems: string[] = []
    expect(readImageSettings({ IMAGE_CACHE_MAX_MB: 'lots' }, problems).cacheBytes).toBe(256 * 1024 * 1024)
    expect(problems.join()).toMatch(/IMAGE_CACHE_MAX_MB/)
  })
})
