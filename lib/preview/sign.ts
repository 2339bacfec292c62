// Preview links: one per page, signed with the server secret (lib/lock/secret.ts), so a link
// opens that page's preview and no other, and nobody can make one without the secret. The
// status page lists them (lib/status). Enter: /api/preview?page=<id>&sig=<sig> turns on Next's
// draft mode and goes to /preview/<id>?sig=<sig>, which shows the page as Notion has it now.
import crypto from 'node:crypto'
import { serverSecret } from '@/lib/lock/secret'
import { PREVIEW_SEGMENT } from '@/lib/route/address'
import { toCompactId } from '@/lib/workspace/records'

export function previewSignature(pageId: string): string {
  const id = toCompactId(pageId) ?? pageId
  return crypto.createHmac('sha256', serverSecret()).update(`leafpress-preview:${id}`).digest('hex').slice(0, 32)
}

/** Whether `sig` is the signature of `pageId`'s preview (constant time). */
export function previewValid(pageId: string, sig: string | null | undefined): boolean {
  if (!sig || !/^[0-9a-f]{32}$/.test(sig)) return false
  const want = Buffer.from(previewSignature(pageId))
  return crypto.timingSafeEqual(want, Buffer.from(sig))
}

/** The link an editor opens (with the site's sub path). */
export function previewLink(pageId: string, subPath: string): string {
  const id = toCompactId(pageId) ?? pageId
  return `${subPath}/api/preview?page=${id}&sig=${previewSignature(id)}`
}

/** Where the entry endpoint sends the editor once draft mode is on. */
export function previewPath(pageId: string, subPath: string): string {
  const id = toCompactId(pageId) ?? pageId
  return `${subPath}/${PREVIEW_SEGMENT}/${id}?sig=${previewSignature(id)}`
}
