// Builds the site when needed and starts the production server on 127.0.0.1 for the e2e
// tests; stops it afterwards. Tests read the address from LEAFPRESS_E2E_URL (vitest itself
// sets BASE_URL, so we use our own name).
import { startServer, type RunningServer } from '../support/server'
import { prepareWaline } from '../support/waline'

let server: RunningServer | undefined

export async function setup() {
  // names this run: a dist dir is rebuilt (LEAFPRESS_REBUILD) once in it (tests/support/server.ts)
  process.env.LEAFPRESS_TEST_RUN ??= String(Date.now())
  // the comments test's server installs (first run) while the site builds
  const waline = prepareWaline()
  if (!process.env.LEAFPRESS_E2E_URL) {
    // an already running server (e.g. npm start) is used as it is; else one is started.
    // TRUST_PROXY: the lock tests tell readers apart by the X-Forwarded-For they send (one
    // unlock window each), as a proxy in front of the server would
    server = await startServer({ env: { TRUST_PROXY: '1' } })
    process.env.LEAFPRESS_E2E_URL = server.url
  }
  await waline
}

export async function teardown() {
  await server?.stop()
}
