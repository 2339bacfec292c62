// A small round-robin HTTP proxy on 127.0.0.1 in front of several servers, as a load balancer
// puts several instances behind one address: each request goes to the next server in turn,
// whatever it is (pages, webhooks, assets). Bounded: a request that gets no answer within
// `timeoutMs` is answered 504, a server that refuses 502; bodies are streamed, never held.
// Each answer names the server that gave it in `x-served-by` (its index), for the tests.
import http from 'node:http'
import type net from 'node:net'

export interface RoundRobin {
  url: string
  /** requests sent to each server, by index */
  sent: number[]
  close: () => Promise<void>
}

export async function startRoundRobin(targets: string[], timeoutMs = 30_000): Promise<RoundRobin> {
  const sent = targets.map(() => 0)
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 32 }))
  let next = 0
  const sockets = new Set<net.Socket>()

  const server = http.createServer((req, res) => {
    const i = next
    next = (next + 1) % targets.length
    sent[i]++
    const target = new URL(req.url ?? '/', targets[i])
    const headers = { ...req.headers }
    delete headers.connection
    const upstream = http.request(target, { method: req.method, headers, agent: agents[i], timeout: timeoutMs }, (answer) => {
      const out = { ...answer.headers, 'x-served-by': String(i) }
      delete out.connection
      res.writeHead(answer.statusCode ?? 502, out)
      answer.pipe(res)
    })
    const fail = (status: number, why: string) => {
      if (res.headersSent) return res.destroy()
      res.writeHead(status, { 'content-type': 'text/plain', 'x-served-by': String(i) }).end(why)
    }
    upstream.on('timeout', () => (upstream.destroy(), fail(504, `no answer from ${targets[i]} within ${timeoutMs} ms`)))
    upstream.on('error', (err) => fail(502, `${targets[i]}: ${err.message}`))
    req.pipe(upstream)
  })
  server.on('connection', (s) => (sockets.add(s), s.on('close', () => sockets.delete(s))))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        for (const a of agents) a.destroy()
        server.close(() => resolve())
      }),
  }
}
