// Whether an image a theme's setting names can be shown: a `/files/…` path must exist among the
// snapshot's files (an <img> cannot fall back without JavaScript, so the server decides);
// other site paths and URLs are taken as given. Server only.
import 'server-only'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { snapshotFilesDir } from '@/lib/config/deployment'

/** `src` when it can be shown, else null ('' is "none" and gives null too). */
export function shownSiteFile(src: string): string | null {
  if (!src) return null
  const name = /^\/files\/(.+)$/.exec(src)?.[1]
  if (name === undefined) return src
  const root = snapshotFilesDir()
  const file = path.resolve(/*turbopackIgnore: true*/ root, decodeURIComponent(name))
  return file.startsWith(root + path.sep) && existsSync(/*turbopackIgnore: true*/ file) ? src : null
}
