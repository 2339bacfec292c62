#!/usr/bin/env node
// `npm test`: unit tests, then a fresh production build and the end-to-end tests in Debian's
// Chromium (installed first when missing). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LEAFPRESS_REBUILD: '1' }
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, cwd: root })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run('bash', [path.join(root, 'scripts/ensure-browser.sh')])
run(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'unit'])
run(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'e2e'])
