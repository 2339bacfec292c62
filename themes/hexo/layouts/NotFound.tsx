// 404: the full frame, a large 404 on the cover with the hint to search and the way home, then
// the latest posts to go on reading. Drawn on the server like every page.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { TitleBand } from '../components/Bands'
import { cardCover } from '../components/Feed'
import Frame from '../components/Frame'
import PostRow from '../components/PostRow'
import { hexoConfig } from '../config'
import { Glyph, GlyphHeading } from '../icons'
import { words } from '../words'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  const band = (
    <TitleBand ctx={ctx} title={<span className="text-8xl font-black tracking-widest md:text-9xl">404</span>} kicker={w.notFound}>
      <p className="text-base text-white/95">{w.notFoundHint}</p>
      <Link href={ctx.href('/')} className="mt-2 flex items-center gap-2 rounded-full bg-[var(--hx-fill)] px-6 py-2.5 font-medium text-white [text-shadow:none] hover:brightness-110">
        <Glyph name="home" size={17} />
        {w.backHome}
      </Link>
    </TitleBand>
  )
  return (
    <Frame ctx={ctx} band={band}>
      <section className="hexo-404-latest">
        <GlyphHeading name="history" text={w.latestPosts} className="text-xl" />
        <div className="hexo-feed flex flex-col gap-6">
          {ctx.site.latestPosts.map((p) => (
            <PostRow key={p.id} ctx={ctx} post={p} opts={{ cover: cardCover(ctx, p), summary: hexoConfig.HEXO_POST_LIST_SUMMARY, level: 3 }} />
          ))}
        </div>
      </section>
    </Frame>
  )
}
