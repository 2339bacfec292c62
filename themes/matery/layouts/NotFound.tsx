// 404: the full frame, a banner with a large 404, the hint to search and the way home, then
// the latest posts as cards to go on reading. Drawn on the server like any page.
import Link from '@/lib/ui/Link'
import { toPostCardData } from '@/lib/ui/post-cards'
import { labels } from '@/lib/theme-kit/labels'
import { themeQuery } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { cardLook, GRID } from '../components/CardGrid'
import { BandImage, bandCover } from '../components/CoverBand'
import Frame from '../components/Frame'
import PostCard from '../components/PostCard'
import { Icon } from '../icons'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const look = cardLook(ctx)
  const query = themeQuery(ctx)
  const band = (
    <section className="m-banner relative isolate flex min-h-[26rem] items-center justify-center overflow-hidden px-6 pt-20 pb-20 text-center text-white">
      <BandImage ctx={ctx} src={bandCover(ctx)} />
      <div className="m-hero-veil absolute inset-0 -z-10" />
      <div>
        <h1 className="text-8xl leading-none font-black tracking-widest [text-shadow:0_6px_24px_rgb(0_0_0/0.35)] md:text-[10rem]">404</h1>
        <p className="mt-4 text-lg text-white/95">{t.notFoundHint}</p>
        <Link href={ctx.href('/')} className="mt-7 inline-flex items-center gap-2 rounded-full bg-white px-6 py-2.5 font-semibold text-[#0f7a45] shadow-[var(--m-z3)] transition-shadow hover:shadow-[var(--m-z4)]">
          <Icon name="home" size={18} />
          {t.backHome}
        </Link>
      </div>
    </section>
  )
  return (
    <Frame ctx={ctx} band={band}>
      <section className="relative mx-auto mt-12 max-w-6xl px-4 md:px-6">
        <h2 className="mb-6 flex items-center gap-2 text-2xl font-semibold">
          <Icon name="star" className="text-[#0f9d58]" />
          {t.latestPosts}
        </h2>
        <div className={GRID}>
          {ctx.site.latestPosts.map((p) => (
            <PostCard key={p.id} post={toPostCardData(p)} look={look} themeQuery={query} />
          ))}
        </div>
      </section>
    </Frame>
  )
}
