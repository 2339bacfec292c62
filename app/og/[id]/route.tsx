// The share image of a post or page: cover, title and site name, drawn on the server. It shows
// only database fields (never a locked body) and is cached by the ?v= edit time in its URL.
import { ogImageResponse } from '@/lib/seo/og-image'
import { siteHolding } from '@/lib/site/data'

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  // any language's post (ids are unique): its own site name and language
  const found = await siteHolding((await params).id.replace(/-/g, '').toLowerCase())
  if (!found || !found.site.allPages.includes(found.post)) return new Response('Not found', { status: 404 })
  return ogImageResponse(found.post, { siteName: found.site.info.title, lang: found.edition.locale })
}
