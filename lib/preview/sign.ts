// Preview links: one per page, signed with the server secret (lib/lock/secret.ts), so a link
// opens that page's preview and no other, and nobody can make one without the secret. The
// status page lists them (lib/status). Enter: /api/preview?page=<id>&exp=<t>&sig=<sig> turns on
// Next's draft mode and goes to /preview/<id>?exp=<t>&sig=<sig>, which shows the page as Notion
// has it now.
//
// A link expires (PREVIEW_LINK_MAX_AGE_DAYS after the status page gave it, default 7): `exp` is
// its end in unix seconds and the signature covers the id and `exp`, so an edited `exp` is a
// forged link. Links made before expiry existed carry no `exp` and stay invalid.
import crypto from 'node:crypto'
import { readPreviewLinkDays } from '@/lib/config/deployment'
import { serverSecret } from '@/lib/lock/secret'
import { PREVIEW_SEGMENT } from '@/lib/route/address'
import { toCompactId } from '@/lib/workspace/records'

const compact = (pageId: string) => toCompactId(pageId) ?? pageId

function signature(id: string, exp: number): string {
  return crypto.createHmac('sha256', serverSecret()).update(`leafpress-preview:${id}:${exp}`).digest('hex').slice(0, 32)
}

/**
 * What a link's `exp` and `sig` are worth for `pageId` at `now`: `expired` only for a link the
 * server did sign (its end cannot be made up), `invalid` for anything else. Constant time.
 */
export function checkPreview(pageId: string, exp: string | null | undefined, sig: string | null | undefined, now = Date.now()): 'valid' | 'expired' | 'invalid' {
  if (!sig || !/^[0-9a-f]{32}$/.test(sig) || !exp || !/^[0-9]{1,12}$/.test(exp)) return 'invalid'
  if (!crypto.timingSafeEqual(Buffer.from(signature(compact(pageId), Number(exp))), Buffer.from(sig))) return 'invalid'
  return Number(exp) * 1000 <= now ? 'expired' : 'valid'
}

export interface PreviewLink {
  /** the link an editor opens (with the site's sub path) */
  href: string
  /** when it stops working (ms since the epoch) */
  expiresAt: number
}

/** A new link to `pageId`'s preview, valid PREVIEW_LINK_MAX_AGE_DAYS from `now`. */
export function previewLink(pageId: string, subPath: string, now = Date.now()): PreviewLink {
  const id = compact(pageId)
  const exp = Math.floor(now / 1000) + readPreviewLinkDays(process.env) * 24 * 3600
  return { href: `${subPath}/api/preview?page=${id}&exp=${exp}&sig=${signature(id, exp)}`, expiresAt: exp * 1000 }
}

/** Where the entry endpoint sends the editor once draft mode is on: the same link's end and signature. */
export function previewPath(pageId: string, exp: string, subPath: string): string {
  const id = compact(pageId)
  return `${subPath}/${PREVIEW_SEGMENT}/${id}?exp=${exp}&sig=${signature(id, Number(exp))}`
}
