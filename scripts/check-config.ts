// Checks blog.config.ts, the environment and the content source before the server starts, and
// prints each problem with the key, the value and the fix.
import { readAllSettings } from '../lib/config/check-all'
import { THEME_SETTINGS } from '../themes/settings'
import { ConfigError } from '../lib/config/error'
import { readSourceSettings } from '../lib/config/deployment'
import fs from 'node:fs'
import path from 'node:path'

try {
  readAllSettings(process.env, THEME_SETTINGS)
  const source = readSourceSettings(process.env)
  if (source.kind === 'snapshot' && !fs.existsSync(path.join(source.dir, 'database.json'))) {
    throw new ConfigError([
      `LEAFPRESS_SNAPSHOT_DIR = ${JSON.stringify(source.dir)}: no database.json there; point it at a snapshot folder (npm run sync writes one) or set NOTION_PAGE_ID`,
    ])
  }
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
}
