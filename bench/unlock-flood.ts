// What a flood of unlock attempts costs the server, and whether it locks anyone out.
// 1,000 wrong-password POSTs to /api/unlock for one locked article, in a burst (50 in flight),
// against the production server: counted in memory, then in Redis (the tests' RESP stand-in),
// then with a forged X-Forwarded-For on every attempt (ignored without TRUST_PROXY), then from
// six addresses behind a trusted proxy (TRUST_PROXY=1). A reader who unlocked the article
// before the flood reads it during the flood (the unlock cookie goes through the proxy to the
// unlocked page: the endpoint is never asked); behind the proxy, a reader from a seventh
// address types the password halfway through the flood and must get in.
//   node_modules/.bin/tsx bench/unlock-flood.ts [--attempts 1000] [--concurrency 50] [--dist .next]
// --dist reuses an existing build (e.g. the e2e one); the default builds `.next-bench-30`.
import { startFakeRedis } from '../tests/support/redis-server'
import { copyBuild } from '../tests/support/server'
import { argValue, build, cpuTree, fmtMs, main, pct, printTable, serve, SAMPLE_N, table, workspace, writeJson, writeSection } from './lib'

const ATTEMPTS = Number(argValue('attempts') ?? 1000)
const CONCURRENCY = Number(argValue('concurrency') ?? 50)
// the sample's locked article (content/sample)
const ARTICLE = '/article/members-meal-plan'
const ID = '05f7fb0942c24a2f8f732f9d609fac15'
const PASSWORD = 'leafpress-2024'
const SECRET = '這段內容只有輸入密碼後才能看見的秘密餐單'

interface Row {
  mode: string
  statuses: Record<number, number>
  wallMs: number
  p50: number
  p99: number
  cpuMs: number
  redisCommands: number | null
  /** CPU per request of the same burst of GET /robots.txt on the same server: Next's floor */
  floorMs: number
  reader: { status: number; ms: number; body: boolean }
  /** the right password from an address the flood does not use, halfway through (TRUST_PROXY only) */
  fresh: { status: number; ms: number } | null
}

async function unlock(url: string, password: string, headers: Record<string, string> = {}) {
  const t = performance.now()
  const res = await fetch(`${url}/api/unlock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ id: ID, password }),
  })
  await res.arrayBuffer()
  return { res, ms: performance.now() - t }
}

async function flood(mode: string, url: string, pid: number, opts: { forge?: boolean; addresses?: number; redisCommands?: () => number } = {}): Promise<Row> {
  // the reader unlocks before the flood, as any reader would
  const first = await unlock(url, PASSWORD, { 'x-forwarded-for': '198.51.100.1' })
  const cookie = first.res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('lp_unlock_'))
  if (first.res.status !== 200 || !cookie) throw new Error(`${mode}: the reader could not unlock (${first.res.status})`)
  await fetch(url + ARTICLE, { headers: { cookie } }).then((r) => r.arrayBuffer()) // warm the unlocked route

  const redisBefore = opts.redisCommands?.() ?? 0
  const cpuBefore = cpuTree(pid)
  const statuses: Record<number, number> = {}
  const latencies: number[] = []
  let next = 0
  let reader: Row['reader'] | undefined
  let fresh: Row['fresh'] = null
  const from = (i: number): Record<string, string> =>
    opts.addresses ? { 'x-forwarded-for': `198.18.0.${(i % opts.addresses) + 1}` } : opts.forge ? { 'x-forwarded-for': `203.0.113.${i % 250}` } : {}
  const t0 = performance.now()
  const worker = async () => {
    while (next < ATTEMPTS) {
      const i = next++
      // halfway through, the reader opens the article
      if (i === ATTEMPTS / 2) {
        const t = performance.now()
        const r = await fetch(url + ARTICLE, { headers: { cookie } })
        const html = await r.text()
        reader = { status: r.status, ms: performance.now() - t, body: html.includes(SECRET) }
        if (opts.addresses) {
          const f = await unlock(url, PASSWORD, { 'x-forwarded-for': '198.18.0.77' })
          fresh = { status: f.res.status, ms: f.ms }
        }
      }
      // a connection reset under load counts as status 0 instead of ending the run
      const r = await unlock(url, `guess-${i}`, from(i)).catch(() => null)
      const status = r?.res.status ?? 0
      statuses[status] = (statuses[status] ?? 0) + 1
      if (r) latencies.push(r.ms)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const wallMs = performance.now() - t0
  const cpuMs = cpuTree(pid) - cpuBefore
  // the floor: the cheapest request Next answers (a cached static route), same burst
  const floorBefore = cpuTree(pid)
  let k = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (k++ < ATTEMPTS) await fetch(url + '/robots.txt').then((r) => r.arrayBuffer()).catch(() => {})
    }),
  )
  const floorMs = (cpuTree(pid) - floorBefore) / ATTEMPTS
  return {
    mode,
    statuses,
    wallMs,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    cpuMs,
    redisCommands: opts.redisCommands ? opts.redisCommands() - redisBefore : null,
    floorMs,
    reader: reader!,
    fresh,
  }
}

main(async () => {
  const ws = await workspace(SAMPLE_N)
  const source = argValue('dist') ?? build(ws).distDir
  const rows: Row[] = []
  const redis = await startFakeRedis()
  try {
    const modes: Array<{ mode: string; env: Record<string, string>; forge?: boolean; addresses?: number; redis?: boolean }> = [
      { mode: 'memory', env: {} },
      { mode: 'Redis (REDIS_URL)', env: { REDIS_URL: redis.url }, redis: true },
      { mode: 'memory, forged X-Forwarded-For per attempt', env: {}, forge: true },
      { mode: 'memory, six addresses behind a trusted proxy (TRUST_PROXY=1)', env: { TRUST_PROXY: '1' }, addresses: 6 },
    ]
    for (const [i, m] of modes.entries()) {
      // a fresh copy per mode: each starts with empty windows and no rendered pages
      const dist = copyBuild(source, `.next-bench-flood-${i}`)
      const server = await serve({ distDir: dist, env: m.env, firstPath: ARTICLE })
      try {
        const countUnlock = () => redis.commands.filter((c) => c.includes(':unlock:')).length
        rows.push(await flood(m.mode, server.url, server.pid, { forge: m.forge, addresses: m.addresses, redisCommands: m.redis ? countUnlock : undefined }))
      } finally {
        await server.stop()
      }
    }
  } finally {
    await redis.stop()
  }

  const md = table(
    ['counted in', 'answers', 'wall', 'per attempt p50 / p99', 'server CPU', 'CPU per attempt', 'CPU per GET /robots.txt (floor)', 'Redis commands', 'unlocked reader mid-flood', 'password from a 7th address mid-flood'],
    rows.map((r) => [
      r.mode,
      Object.entries(r.statuses).map(([s, n]) => `${n}× ${s}`).join(', '),
      `${fmtMs(r.wallMs)} ms`,
      `${fmtMs(r.p50)} / ${fmtMs(r.p99)} ms`,
      `${fmtMs(r.cpuMs)} ms`,
      `${(r.cpuMs / ATTEMPTS).toFixed(2)} ms`,
      `${r.floorMs.toFixed(2)} ms`,
      r.redisCommands ?? '—',
      `${r.reader.status}${r.reader.body ? ', body shown' : ', **no body**'} in ${fmtMs(r.reader.ms)} ms`,
      r.fresh ? `${r.fresh.status === 200 ? '200, unlocked' : `**${r.fresh.status}**`} in ${fmtMs(r.fresh.ms)} ms` : '— (one client)',
    ]),
  )
  printTable('unlock flood', md)
  writeJson('unlock-flood', rows)
  writeSection(
    'unlock-flood',
    'Unlock flood: 1,000 wrong passwords on one article',
    `${ATTEMPTS} POSTs to \`/api/unlock\` with wrong passwords for \`${ARTICLE}\`, ${CONCURRENCY} in flight, from one client
(127.0.0.1; no TRUST_PROXY) or, in the last mode, from six addresses named in X-Forwarded-For
behind TRUST_PROXY=1, each mode on a fresh copy of the build. Before the flood a reader
unlocked the article; halfway through, that reader opens it with the cookie (and, behind the
proxy, a reader from a seventh address sends the password). Server CPU is the
serve.mjs process tree's user+system time during the burst; the floor column is the same burst
of \`GET /robots.txt\` (a cached static route: the cheapest answer Next gives) on the same server.
Wall times move with the machine's load (shared, 2 cores): compare CPU columns within a row.

${md}

- The first 5 wrong attempts of a client answer 401 (the reader's unlock before the flood used
  nothing: a right password gives its place back), then every attempt is a 429 with
  Retry-After, answered from the instance's memory of the refusal: no password comparison, no
  log line after the first, and with Redis no command after the window is known to be full (the
  Redis column counts every command with the limiter's keys).
- A refused attempt costs 1.4–1.8× Next's cheapest request (a POST with a JSON body through a
  route handler against a cached static file); nothing in it grows with the flood. The long p99
  is queueing: 50 requests in flight on 2 shared cores. An attempt let through counts in two
  windows (a minute, an hour): one Redis round trip each.
- A forged X-Forwarded-For changes nothing without TRUST_PROXY: the connection's address counts.
- Behind a trusted proxy, six flooding addresses get 5 checked guesses each (30 × 401), and a
  reader from a seventh address who types the password during the flood gets in: every limit
  is a client's own (lib/lock/limiters.ts). Without TRUST_PROXY every request here comes from
  127.0.0.1, one client, so there is no seventh address to try.
- The unlocked reader is never refused: the unlock cookie goes through the proxy to the unlocked
  page and never needs the endpoint.`,
  )
})
