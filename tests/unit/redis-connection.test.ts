// The first commands of a new instance (lib/redis/connection.mjs): concurrent first uses share
// one connection. A second command sent while the first connected failed at once (no offline
// queue) and counted Redis as down: a fresh instance then read Notion instead of Redis.
import { describe, expect, it } from 'vitest'
import type Redis from 'ioredis'
import { connectWithin } from '@/lib/redis/connection.mjs'

function slowClient(ms: number) {
  let connects = 0
  const client = {
    status: 'wait',
    connect() {
      connects++
      client.status = 'connecting'
      return new Promise<void>((resolve) => setTimeout(() => ((client.status = 'ready'), resolve()), ms))
    },
  }
  return { client: client as unknown as Redis, connects: () => connects, status: () => client.status }
}

describe('connectWithin', () => {
  it('concurrent first uses wait for the one connection being made', async () => {
    const c = slowClient(50)
    const seen: string[] = []
    await Promise.all([1, 2, 3].map(() => connectWithin(c.client, 1_000).then(() => seen.push(c.status()))))
    expect(c.connects()).toBe(1)
    expect(seen).toEqual(['ready', 'ready', 'ready'])
  })

  it('a connection slower than the timeout fails each waiting use, not only the first', async () => {
    const c = slowClient(300)
    const results = await Promise.allSettled([connectWithin(c.client, 50), connectWithin(c.client, 50)])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    // once connected, later uses go straight on
    await new Promise((r) => setTimeout(r, 300))
    await expect(connectWithin(c.client, 50)).resolves.toBeUndefined()
    expect(c.connects()).toBe(1)
  })
})
