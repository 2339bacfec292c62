// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
    total: number
  }
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request
    /** called for every answer, with the context its setupRequest had (headers as sent: raw case) */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: Request[]
  }
  interface Result {
    requests: Histogram & { sent: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  /** the run: a promise of its result, and an event emitter (`reqError`: each failed or timed-out request) */
  function autocannon(opts: Options): Promise<Result> & { on(event: 'reqError', fn: (err: Error & { code?: string }) => void): void }
  export = autocannon
}
