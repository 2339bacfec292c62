// Types of connection.mjs (plain JavaScript: the page cache handler loads it outside the bundler).
import type Redis from 'ioredis'

export function createRedis(url: string, opts: { keyPrefix: string; timeoutMs: number }): Redis
export function connectWithin(redis: Redis, timeoutMs: number): Promise<void>
export const FAILURES_TO_DOWN: number
export class RedisHealth {
  constructor(log: (msg: string) => void, downMessage: string, upMessage: string)
  down: boolean
  failures: number
  failed(err: unknown): void
  ok(): void
}
