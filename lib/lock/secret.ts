// The server secret that signs unlock cookies, status sessions and preview links. Every process
// that serves one site must hold the same one, or a cookie signed by one (the unlock endpoint)
// is refused by another (the proxy): on Vercel each route is its own function, on a read-only
// disk. So it is never a random value per process:
//   1. LEAFPRESS_SECRET when set (what a real deployment should do: it survives every deploy);
//   2. else the one kept in .leafpress/secret (a Node host: it survives restarts and rebuilds);
//   3. else the build's own: made once per `next build` and compiled into every function of that
//      build (next.config.ts `env`), so the proxy and every route of one deployment agree, and
//      readers unlock again after the next deploy. A Node host stores it as (2) on first start.
// Never sent anywhere.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The name the build's secret is compiled in under (next.config.ts). */
export const BUILD_SECRET_ENV = 'LEAFPRESS_BUILD_SECRET'

export interface SecretSources {
  /** LEAFPRESS_SECRET */
  configured?: string
  /** the contents of .leafpress/secret, when it could be read */
  stored?: string
  /** the build's secret (hex), when this code was built by `next build` */
  build?: string
}

export type SecretChoice = { secret: Buffer; from: 'configured' | 'stored' | 'build' | 'process' }

/** Which secret a process uses (pure: the rule above). `process` only outside a build (scripts, tests). */
export function chooseSecret({ configured, stored, build }: SecretSources, random = () => crypto.randomBytes(32)): SecretChoice {
  if (configured) return { secret: Buffer.from(configured, 'utf8'), from: 'configured' }
  const kept = stored ? Buffer.from(stored.trim(), 'hex') : undefined
  if (kept && kept.length >= 32) return { secret: kept, from: 'stored' }
  const built = build ? Buffer.from(build, 'hex') : undefined
  if (built && built.length >= 32) return { secret: built, from: 'build' }
  return { secret: random(), from: 'process' }
}

let secret: Buffer | undefined

export function serverSecret(): Buffer {
  if (secret) return secret
  const file = path.join(process.cwd(), '.leafpress', 'secret')
  let stored: string | undefined
  try {
    stored = fs.readFileSync(file, 'utf8')
  } catch {}
  // read as a literal so Next compiles the build's value in
  const choice = chooseSecret({ configured: process.env.LEAFPRESS_SECRET, stored, build: process.env.LEAFPRESS_BUILD_SECRET })
  secret = choice.secret
  if (choice.from === 'build' || choice.from === 'process') {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch {
      // a read-only disk (a serverless function): the build's secret serves every function alike
      if (choice.from === 'process') console.warn('[leafpress] could not store a generated LEAFPRESS_SECRET; unlock cookies end with this process. Set LEAFPRESS_SECRET.')
    }
  }
  return secret
}
