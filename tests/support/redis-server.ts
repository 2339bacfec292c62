// A small Redis stand-in speaking RESP2 over TCP on 127.0.0.1, enough for what ioredis sends
// (HELLO, INFO, PING, AUTH, SELECT, CLIENT SETNAME/SETINFO, GET, MGET, SET with EX/PX/NX/XX, DEL,
// EXISTS, INCR, DECR, PTTL, PEXPIRE, HSET, HGET, HMGET, RPUSH, LTRIM, LRANGE, QUIT; anything else
// is answered with an error, as Redis does). Faults for the tests:
// stop() (connections refused), restart() on the same port, and modes that hang (read every
// command, answer none) or answer garbage (bytes that are not RESP).
import net from 'node:net'

export type RedisMode = 'ok' | 'hang' | 'garbage'

export interface FakeRedis {
  url: string
  port: number
  /** stored values by full key (any prefix included) */
  data: Map<string, { value: Buffer; expiresAt?: number }>
  /** hashes by full key */
  hashes: Map<string, { fields: Map<string, Buffer>; expiresAt?: number }>
  /** lists by full key */
  lists: Map<string, { items: Buffer[]; expiresAt?: number }>
  /** every command received, upper-case name first, e.g. 'GET leafpress:…' */
  commands: string[]
  setMode(mode: RedisMode): void
  /** closes the listener and every connection: clients see refused connections */
  stop(): Promise<void>
  /** listens again on the same port, with the data kept */
  restart(): Promise<void>
}

const CRLF = '\r\n'
const simple = (s: string) => Buffer.from(`+${s}${CRLF}`)
const error = (s: string) => Buffer.from(`-${s}${CRLF}`)
const integer = (n: number) => Buffer.from(`:${n}${CRLF}`)
const bulk = (b: Buffer | string | null) => {
  if (b === null) return Buffer.from(`$-1${CRLF}`)
  const buf = Buffer.isBuffer(b) ? b : Buffer.from(b)
  return Buffer.concat([Buffer.from(`$${buf.length}${CRLF}`), buf, Buffer.from(CRLF)])
}
const array = (items: Buffer[]) => Buffer.concat([Buffer.from(`*${items.length}${CRLF}`), ...items])

/** One command (`*N` array of bulk strings, or an inline line) from `buf` at `at`, or null if incomplete. */
function parse(buf: Buffer, at: number): { args: Buffer[]; next: number } | null {
  const lineEnd = (from: number) => {
    const i = buf.indexOf(CRLF, from)
    return i < 0 ? null : i
  }
  if (buf[at] !== 0x2a /* '*' */) {
    const end = lineEnd(at)
    if (end === null) return null
    const words = buf.subarray(at, end).toString().trim().split(/\s+/).filter(Boolean)
    return { args: words.map((w) => Buffer.from(w)), next: end + 2 }
  }
  let end = lineEnd(at)
  if (end === null) return null
  const count = Number(buf.subarray(at + 1, end).toString())
  let pos = end + 2
  const args: Buffer[] = []
  for (let i = 0; i < count; i++) {
    end = lineEnd(pos)
    if (end === null) return null
    const len = Number(buf.subarray(pos + 1, end).toString())
    const start = end + 2
    if (buf.length < start + len + 2) return null
    args.push(buf.subarray(start, start + len))
    pos = start + len + 2
  }
  return { args, next: pos }
}

export async function startFakeRedis(): Promise<FakeRedis> {
  let mode: RedisMode = 'ok'
  const data: FakeRedis['data'] = new Map()
  const hashes: FakeRedis['hashes'] = new Map()
  const lists: FakeRedis['lists'] = new Map()
  const commands: string[] = []
  const sockets = new Set<net.Socket>()

  const live = <T extends { expiresAt?: number }>(map: Map<string, T>, key: string) => {
    const e = map.get(key)
    if (e?.expiresAt !== undefined && e.expiresAt <= Date.now()) map.delete(key)
    return map.get(key)
  }
  const read = (key: string) => live(data, key)
  /** the key's entry whatever its type (string, hash or list) */
  const any = (key: string) => read(key) ?? live(hashes, key) ?? live(lists, key)
  const wrongType = () => error('WRONGTYPE Operation against a key holding the wrong kind of value')
  // Redis's LRANGE/LTRIM indexes: negative counts from the end, clamped to the list
  const span = (length: number, start: number, stop: number) => {
    const from = Math.max(0, start < 0 ? length + start : start)
    const to = Math.min(length - 1, stop < 0 ? length + stop : stop)
    return [from, to] as const
  }

  // MULTI … EXEC: the commands of a transaction are queued per connection and run together
  const queued = new WeakMap<net.Socket, Buffer[][]>()
  const transaction = (args: Buffer[], socket: net.Socket): Buffer | null => {
    const name = args[0]?.toString().toUpperCase() ?? ''
    const queue = queued.get(socket)
    if (name === 'MULTI') {
      queued.set(socket, [])
      return simple('OK')
    }
    if (name === 'EXEC') {
      if (!queue) return error('ERR EXEC without MULTI')
      queued.delete(socket)
      return Buffer.concat([Buffer.from(`*${queue.length}\r\n`), ...queue.map((cmd) => answer(cmd, socket))])
    }
    if (name === 'DISCARD') {
      queued.delete(socket)
      return simple('OK')
    }
    if (!queue) return null
    queue.push(args)
    return simple('QUEUED')
  }

  const answer = (args: Buffer[], socket: net.Socket): Buffer => {
    const name = args[0]?.toString().toUpperCase() ?? ''
    const str = (i: number) => args[i]?.toString() ?? ''
    switch (name) {
      case 'PING':
        return args.length > 1 ? bulk(args[1]) : simple('PONG')
      case 'HELLO':
        if (args.length > 1 && str(1) !== '2') return error('NOPROTO unsupported protocol version')
        return array([bulk('server'), bulk('redis'), bulk('version'), bulk('7.2.0'), bulk('proto'), integer(2)])
      case 'INFO':
        return bulk(['# Server', 'redis_version:7.2.0', 'redis_mode:standalone', '# Persistence', 'loading:0', '# Replication', 'role:master', ''].join(CRLF))
      case 'AUTH':
      case 'SELECT':
        return simple('OK')
      case 'CLIENT': {
        const sub = str(1).toUpperCase()
        if (sub === 'SETNAME' || sub === 'SETINFO') return simple('OK')
        if (sub === 'GETNAME') return bulk(null)
        return error(`ERR unknown subcommand '${str(1)}'`)
      }
      case 'GET': {
        if (args.length !== 2) return error("ERR wrong number of arguments for 'get' command")
        return bulk(read(str(1))?.value ?? null)
      }
      case 'SET': {
        if (args.length < 3) return error("ERR wrong number of arguments for 'set' command")
        const key = str(1)
        let expiresAt: number | undefined
        let nx = false
        let xx = false
        for (let i = 3; i < args.length; i++) {
          const opt = str(i).toUpperCase()
          if (opt === 'PX' || opt === 'EX') {
            const n = Number(str(++i))
            if (!Number.isInteger(n) || n <= 0) return error('ERR invalid expire time in set')
            expiresAt = Date.now() + (opt === 'EX' ? n * 1000 : n)
          } else if (opt === 'NX') nx = true
          else if (opt === 'XX') xx = true
          else return error('ERR syntax error')
        }
        const exists = !!read(key)
        if ((nx && exists) || (xx && !exists)) return bulk(null)
        hashes.delete(key), lists.delete(key)
        data.set(key, { value: Buffer.from(args[2]), expiresAt })
        return simple('OK')
      }
      case 'MGET':
        return array(args.slice(1).map((a) => bulk(read(a.toString())?.value ?? null)))
      case 'DEL':
      case 'EXISTS': {
        let n = 0
        for (const k of args.slice(1).map((a) => a.toString())) {
          if (any(k)) n++
          if (name === 'DEL') data.delete(k), hashes.delete(k), lists.delete(k)
        }
        return integer(n)
      }
      case 'HSET': {
        if (args.length < 4 || args.length % 2) return error("ERR wrong number of arguments for 'hset' command")
        if (read(str(1)) || live(lists, str(1))) return wrongType()
        let h = live(hashes, str(1))
        if (!h) hashes.set(str(1), (h = { fields: new Map() }))
        let added = 0
        for (let i = 2; i < args.length; i += 2) {
          if (!h.fields.has(str(i))) added++
          h.fields.set(str(i), Buffer.from(args[i + 1]))
        }
        return integer(added)
      }
      case 'HGET':
        return bulk(live(hashes, str(1))?.fields.get(str(2)) ?? null)
      case 'HMGET': {
        const h = live(hashes, str(1))
        return array(args.slice(2).map((f) => bulk(h?.fields.get(f.toString()) ?? null)))
      }
      case 'RPUSH': {
        if (read(str(1)) || live(hashes, str(1))) return wrongType()
        let l = live(lists, str(1))
        if (!l) lists.set(str(1), (l = { items: [] }))
        l.items.push(...args.slice(2).map((a) => Buffer.from(a)))
        return integer(l.items.length)
      }
      case 'LTRIM': {
        const l = live(lists, str(1))
        if (l) {
          const [from, to] = span(l.items.length, Number(str(2)), Number(str(3)))
          l.items = from <= to ? l.items.slice(from, to + 1) : []
          if (!l.items.length) lists.delete(str(1))
        }
        return simple('OK')
      }
      case 'LRANGE': {
        const l = live(lists, str(1))
        if (!l) return array([])
        const [from, to] = span(l.items.length, Number(str(2)), Number(str(3)))
        return array(from <= to ? l.items.slice(from, to + 1).map((b) => bulk(b)) : [])
      }
      case 'INCR':
      case 'DECR': {
        // as Redis: a missing key counts from 0, the expiry of an existing one is kept
        const e = read(str(1))
        const n = Number(e?.value.toString() ?? '0')
        if (!Number.isInteger(n)) return error('ERR value is not an integer or out of range')
        const next = name === 'INCR' ? n + 1 : n - 1
        data.set(str(1), { value: Buffer.from(String(next)), expiresAt: e?.expiresAt })
        return integer(next)
      }
      case 'PTTL': {
        const e = any(str(1))
        if (!e) return integer(-2)
        return integer(e.expiresAt === undefined ? -1 : Math.max(0, e.expiresAt - Date.now()))
      }
      case 'PEXPIRE': {
        const e = any(str(1))
        const ms = Number(str(2))
        if (!Number.isInteger(ms)) return error('ERR value is not an integer or out of range')
        if (!e) return integer(0)
        e.expiresAt = Date.now() + ms
        return integer(1)
      }
      case 'QUIT':
        socket.end(simple('OK'))
        return Buffer.alloc(0)
      default:
        return error(`ERR unknown command '${args[0]?.toString() ?? ''}', with args beginning with: `)
    }
  }

  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    let buf = Buffer.alloc(0)
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk])
      for (;;) {
        const cmd = parse(buf, 0)
        if (!cmd) break
        buf = buf.subarray(cmd.next)
        if (!cmd.args.length) continue
        commands.push(cmd.args.map((a, i) => (i === 0 ? a.toString().toUpperCase() : a.toString())).join(' ').slice(0, 200))
        if (mode === 'hang') continue
        if (mode === 'garbage') {
          socket.write('?this is not RESP\r\n\x00\xff')
          continue
        }
        if (!socket.destroyed) socket.write(transaction(cmd.args, socket) ?? answer(cmd.args, socket))
      }
    })
  })

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(0)
  const port = (server.address() as net.AddressInfo).port

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    data,
    hashes,
    lists,
    commands,
    setMode: (m) => (mode = m),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        if (!server.listening) return resolve()
        server.close(() => resolve())
      }),
    restart: () => listen(port),
  }
}
