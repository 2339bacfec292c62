// Which images hexo shows: the info card's avatar (HEXO_AVATAR, or its fallback when that
// /files/ picture is not in the workspace: an <img> cannot fall back without JavaScript, so the
// server looks) and the cover a post without its own gets.
import 'server-only'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { snapshotFilesDir } from '@/lib/config/deployment'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { hexoConfig } from './config'

let avatar: string | undefined

export function avatarPath(): string {
  if (avatar !== undefined) return avatar
  const { HEXO_AVATAR: wanted, HEXO_AVATAR_FALLBACK: fallback } = hexoConfig
  const inFiles = wanted.startsWith('/files/') ? path.join(/*turbopackIgnore: true*/ snapshotFilesDir(), wanted.slice(7)) : null
  avatar = inFiles && !existsSync(/*turbopackIgnore: true*/ inFiles) ? fallback : wanted
  return avatar
}

/** The cover of a post without one: the configured default, else the site cover. */
export function fallbackCover(ctx: Pick<ThemeContext, 'site'>): string {
  return hexoConfig.HEXO_POST_COVER_DEFAULT_IMAGE || ctx.site.info.cover
}
