// The server's Next.js configuration, evaluated in a short-lived child process.
//
// next.config.ts is TypeScript: Next transpiles it with its SWC binding, a native library that
// then stays loaded for the life of the process, ~43 MB of RSS (28 MB of mapped code, 15 MB of
// its own heap) in a server that never compiles anything else (measured with bench/scale.ts).
// So the child loads the configuration exactly as `next start` would (settings checked, the
// build's source checked, the page cache's settings put in the environment, .env files read)
// and hands back the resolved configuration and what it added to the environment; the server
// passes the configuration to Next the way Next's own standalone server does
// (`__NEXT_PRIVATE_STANDALONE_CONFIG`, read by next/dist/server/config.js instead of the file),
// and SWC is never loaded in it.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const RESULT_FD = 3

/** Resolves the configuration in a child and applies it (and its environment) to this process. */
export function useResolvedConfig(dir) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), dir], {
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
    maxBuffer: 64 * 2 ** 20,
  })
  // a wrong setting stops the server here, as it stops `next start` (the child printed why)
  if (child.status !== 0) process.exit(child.status ?? 1)
  const { config, env } = JSON.parse(child.output[RESULT_FD].toString('utf8'))
  Object.assign(process.env, env)
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}

// the child: Next's own loader, for the production server phase
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { createRequire } = await import('node:module')
  const require = createRequire(import.meta.url)
  const loadConfig = require('next/dist/server/config').default
  const { PHASE_PRODUCTION_SERVER } = require('next/constants')
  const before = { ...process.env }
  const config = await loadConfig(PHASE_PRODUCTION_SERVER, process.argv[2])
  const env = {}
  for (const [key, value] of Object.entries(process.env)) if (before[key] !== value) env[key] = value
  const fs = await import('node:fs')
  fs.writeSync(RESULT_FD, JSON.stringify({ config, env }))
}
