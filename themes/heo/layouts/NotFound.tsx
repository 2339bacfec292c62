// 404: a large 404, a hint to search, a button home, and the latest posts to go on reading.
import Link from 'next/link'
import { toPostCardData } from '@/lib/ui/post-cards'
import type { ThemeContext } from '@/themes/types'
import Base from '../components/Base'
import PostCard from '../components/PostCard'
import { cardOptions } from '../components/PostGrid'
import { heoCopy } from '../config'
import { HomeIcon } from '../icons'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const themeQuery = new URL(ctx.href('/'), 'http://x').search
  return (
    <Base ctx={ctx}>
      <section className="heo-card heo-404 mb-6 flex flex-col items-center gap-4 px-6 py-14 text-center">
        <h1 className="bg-gradient-to-r from-[#4f65f0] to-[#15c6ff] bg-clip-text text-8xl font-black text-transparent md:text-9xl">404</h1>
        <p className="text-lg text-[var(--heo-muted)]">{heoCopy.notFound.hint}</p>
        <Link prefetch={false}
          href={ctx.href('/')}
          className="flex items-center gap-2 rounded-full bg-[var(--heo-accent-bg)] px-6 py-2.5 font-bold text-white shadow-lg shadow-[#4f65f0]/30 transition-transform hover:-translate-y-0.5"
        >
          <HomeIcon />
          {heoCopy.notFound.home}
        </Link>
      </section>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {ctx.site.latestPosts.map((p) => (
          <PostCard key={p.id} post={toPostCardData(p)} opts={cardOptions(ctx)} themeQuery={themeQuery} />
        ))}
      </div>
    </Base>
  )
}
