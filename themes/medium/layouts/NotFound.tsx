// 404, in medium's full frame: a large 404, the hint to search, the way home and the latest
// stories to go on reading. Drawn on the server like every page.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import PostItem from '../components/PostItem'
import Shell from '../components/Shell'
import { Glyph } from '../icons'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx}>
      <section className="md-404 border-b border-[var(--md-line)] pt-6 pb-12 text-center">
        <h1 className="md-serif text-[7rem] leading-none font-bold tracking-tighter md:text-[9rem]">404</h1>
        <p className="md-serif mt-4 text-lg text-[var(--md-muted)]">{t.notFoundHint}</p>
        <Link prefetch={false} href={ctx.href('/')} className="md-pill md-pill-ink mt-8">
          <Glyph name="home" size={16} />
          {t.backHome}
        </Link>
      </section>
      <h2 className="mt-10 mb-2 text-lg font-bold">{t.latestPosts}</h2>
      {ctx.site.latestPosts.map((p) => (
        <PostItem key={p.id} ctx={ctx} post={p} />
      ))}
    </Shell>
  )
}
