// Types of connection.mjs (plain JavaScript: the page cache handler loads it outside the bundler).
import type Redis from 'ioredis'

export function createRedis(url: string, opts: { keyPrefix: string; timeoutMs: number }): Redis
export function connectWithin(redis: Redis, timeoutMs: number): Promise<void>
