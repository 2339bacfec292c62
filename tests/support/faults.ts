// What the local Notion-compatible servers (web API and official API) share: the faults a test
// can inject — latency, 429 with Retry-After, 500, never answering, a cut-off body, an empty
// database — and the loopback HTTP plumbing. Each server writes the faults in its API's words.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Fault = 'none' | '429' | '500' | 'timeout' | 'malformed' | 'empty'

export interface FaultControls {
  setFault(f: Fault, opts?: { retryAfter?: number; times?: number }): void
  setLatency(ms: number): void
}

export class Faults implements FaultControls {
  fault: Fault = 'none'
  retryAfter = 1
  private times = Infinity

  constructor(private latency = 0) {}

  setFault(f: Fault, opts: { retryAfter?: number; times?: number } = {}) {
    this.fault = f
    this.times = opts.times ?? Infinity
    this.retryAfter = opts.retryAfter ?? 1
  }

  setLatency(ms: number) {
    this.latency = ms
  }

  /** Waits the injected latency. */
  async delay() {
    if (this.latency) await new Promise((r) => setTimeout(r, this.latency))
  }

  /**
   * The fault this request gets (counted against `times`), or null. 'empty' is not a failed
   * request but a database answered with no rows: the servers read `fault` for it.
   */
  take(): Exclude<Fault, 'none' | 'empty'> | null {
    if (this.fault === 'none' || this.fault === 'empty' || this.times <= 0) return null
    this.times--
    return this.fault
  }
}

/** Listens on 127.0.0.1 and a free port; `close` also drops open (e.g. never-answered) requests. */
export async function listenLocal(handler: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.()
        server.close(() => r())
      }),
  }
}
