// The unlocked variant of a locked article. The proxy sends a request here only when it
// carries a valid unlock cookie; the cookie is checked again here, and this page is never
// cached (it reads cookies, so it is rendered per request with `private, no-store`).
import { cookies } from 'next/headers'
import { getConfig } from '@/lib/config'
import { passwordOf, tokenValid, unlockCookieName } from '@/lib/lock/lock'
import { renderArticle } from '@/lib/route/article'
import { findByPath } from '@/lib/site/site'
import type { VariantParams } from '@/lib/route/context'
import { decode } from '@/lib/route/context'
import { getSite } from '@/lib/site/data'
import { getStore } from '@/lib/workspace'

export const dynamic = 'force-dynamic'

export default async function Unlocked({ params }: { params: Promise<VariantParams & { path: string[] }> }) {
  const internal = '/' + (await params).path.map(decode).join('/')
  // the proxy maps the configured post prefix onto the internal /article route
  const href = internal.startsWith('/article/') ? `/${getConfig().POST_URL_PREFIX}/${internal.slice(9)}` : internal
  const site = await getSite()
  const post = findByPath(site, href)
  let unlocked = false
  if (post?.locked) {
    const token = (await cookies()).get(unlockCookieName(post.id))?.value
    unlocked = tokenValid(token, post.id, passwordOf(await getStore().getDatabase(), post.id, getConfig()))
  }
  return renderArticle(params, href, unlocked)
}
