// The avatar: HEO_AVATAR when it exists, else the bundled fallback. Checked on the server (an
// <img> cannot fall back without JavaScript): `/files/…` lives in the snapshot's files folder.
import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { readSourceSettings } from '@/lib/config/deployment'
import { heoConfig } from './config'

function filesDir(): string {
  const s = readSourceSettings(process.env)
  // The folder is only known at run time: keep the bundler from tracing the whole project.
  return s.kind === 'snapshot' ? s.dir : path.resolve(/*turbopackIgnore: true*/ process.env.LEAFPRESS_SNAPSHOT_DIR || 'content/sample')
}

export function avatarSrc(): string {
  const src = heoConfig.HEO_AVATAR
  if (!src) return heoConfig.HEO_AVATAR_FALLBACK
  if (!src.startsWith('/files/')) return src
  const file = path.join(/*turbopackIgnore: true*/ filesDir(), 'files', src.slice('/files/'.length))
  return fs.existsSync(/*turbopackIgnore: true*/ file) ? src : heoConfig.HEO_AVATAR_FALLBACK
}
