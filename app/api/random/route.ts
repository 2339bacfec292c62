// A random published post: `{ href }` for the random-post buttons, so pages need not carry every
// post's path (that list grew every page with the number of posts). `?theme=` is kept.
import { NextResponse, type NextRequest } from 'next/server'
import { isThemeName } from '@/lib/config/names'
import { currentSite } from '@/lib/site/current'
import { editionOfRequest } from '@/lib/route/edition-header'

export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  // the language the button's page is in (the island asks under its prefix); the href is that
  // language's own, the island adds the prefix
  const { posts } = await currentSite(editionOfRequest(req.headers))
  if (!posts.length) return NextResponse.json({ href: null }, { status: 404 })
  const post = posts[Math.floor(Math.random() * posts.length)]
  const theme = req.nextUrl.searchParams.get('theme')
  const href = theme && isThemeName(theme) ? `${post.href}?theme=${theme}` : post.href
  return NextResponse.json({ href }, { headers: { 'cache-control': 'no-store' } })
}
