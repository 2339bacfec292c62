// A real Redis for the tests that need one (several instances sharing pages): Debian's
// `redis-server` (scripts/ensure-browser.sh installs it when missing) on 127.0.0.1 and a free
// port, with no persistence (nothing written to disk), stopped by the test. Faults are the fake
// RESP server's job (redis-server.ts); this one is for behaviour against the real thing.
import { spawn, spawnSync } from 'node:child_process'
import net from 'node:net'
import { freePort } from './server'

export interface RedisProcess {
  url: string
  port: number
  logs: () => string
  /** stops the server (SIGTERM, then SIGKILL after 5 s); clients see refused connections */
  stop: () => Promise<void>
  /** starts it again, empty, on the same port (after stop) */
  restart: () => Promise<void>
}

export async function startRedisProcess(): Promise<RedisProcess> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server is not installed: run scripts/ensure-browser.sh (npm test does), or apt-get install redis-server')
  }
  const port = await freePort()
  let out = ''
  const start = async () => {
    // no RDB snapshots, no append-only file, no background save on shutdown
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    proc.stdout.on('data', (d) => (out += d))
    proc.stderr.on('data', (d) => (out += d))
    const deadline = Date.now() + 10_000
    while (!(await answersPing(port))) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited early:\n${out}`)
      if (Date.now() > deadline) throw new Error(`redis-server did not start:\n${out}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    return proc
  }
  let proc = await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    logs: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve()
        const kill = setTimeout(() => proc.kill('SIGKILL'), 5000)
        proc.once('exit', () => (clearTimeout(kill), resolve()))
        proc.kill('SIGTERM')
      }),
    restart: async () => {
      proc = await start()
    },
  }
}

/** True when something on 127.0.0.1:port answers PING with +PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const done = (ok: boolean) => (socket.destroy(), resolve(ok))
    socket.setTimeout(1000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')))
  })
}
