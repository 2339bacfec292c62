// 404: heo's full frame around a large 404, a hint to search, a button home, and the latest
// posts to go on reading. Drawn on the server like any page (the proxy answers unknown paths
// with this screen and status 404), so readers without JavaScript and crawlers get it all.
import Link from '@/lib/ui/Link'
import { toPostCardData } from '@/lib/ui/post-cards'
import { labels } from '@/lib/theme-kit/labels'
import { themeQuery } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Base from '../components/Base'
import PostCard from '../components/PostCard'
import { cardOptions } from '../components/PostGrid'
import { HomeIcon } from '../icons'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const opts = cardOptions(ctx)
  return (
    <Base ctx={ctx} sidebar={false}>
      <section className="heo-card heo-404 mb-6 flex flex-col items-center gap-4 px-6 py-14 text-center">
        <h1 className="bg-gradient-to-r from-[#4f65f0] to-[#15c6ff] bg-clip-text text-8xl font-black text-transparent md:text-9xl">404</h1>
        <p className="text-lg text-[var(--heo-muted)]">{t.notFoundHint}</p>
        <Link
          href={ctx.href('/')}
          className="flex items-center gap-2 rounded-full bg-[var(--heo-accent-bg)] px-6 py-2.5 font-bold text-white shadow-lg shadow-[#4f65f0]/30 transition-transform hover:-translate-y-0.5"
        >
          <HomeIcon />
          {t.backHome}
        </Link>
      </section>
      <div className="heo-404-latest grid grid-cols-1 gap-4 md:grid-cols-2">
        {ctx.site.latestPosts.map((p) => (
          <PostCard key={p.id} post={toPostCardData(p)} opts={opts} themeQuery={themeQuery(ctx)} />
        ))}
      </div>
    </Base>
  )
}
