// The part of ws's API bench/navigation.ts uses (ws, a dependency of lighthouse, ships no types).
declare module 'ws' {
  class WebSocket {
    constructor(url: string, opts?: { perMessageDeflate?: boolean })
    on(event: 'message', cb: (data: unknown) => void): this
    once(event: 'open' | 'error', cb: (...args: unknown[]) => void): this
    send(data: string): void
    close(): void
  }
  export default WebSocket
}
