// The share image of a post or page: cover, title and site name, drawn on the server. It shows
// only database fields (never a locked body) and is cached by the ?v= edit time in its URL.
import { getConfig } from '@/lib/config'
import { ogImageResponse } from '@/lib/seo/og-image'
import { getSite } from '@/lib/site/data'

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const site = await getSite()
  const post = site.byId.get((await params).id.replace(/-/g, '').toLowerCase())
  if (!post || !site.allPages.includes(post)) return new Response('Not found', { status: 404 })
  return ogImageResponse(post, { siteName: site.info.title, lang: getConfig().LANG as never })
}
