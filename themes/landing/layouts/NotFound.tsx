// 404: the full frame around a huge gradient 404, the hint to search, a button home, and the
// latest posts as rows to go on reading.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PostRow from '../components/PostRow'
import { Icon } from '../icons'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="ld-404 ld-discs ld-wrap flex flex-col items-center pt-16 pb-12 text-center md:pt-24">
        <h1 className="ld-gradient text-[7rem] leading-none font-extrabold tracking-tighter tabular-nums md:text-[10rem]">404</h1>
        <p className="mt-4 text-xl font-semibold text-[var(--ld-fg)]">{t.notFound}</p>
        <p className="mt-2 text-[var(--ld-muted)]">{t.notFoundHint}</p>
        <Link prefetch={false} href={ctx.href('/')} className="ld-btn ld-btn-blue mt-8">
          <Icon name="arrowLeft" size={18} />
          {t.backHome}
        </Link>
      </section>
      <section aria-labelledby="ld-404-latest" className="ld-wrap max-w-4xl">
        <h2 id="ld-404-latest" className="mb-6 text-center text-2xl font-bold text-[var(--ld-fg)]">
          {t.latestPosts}
        </h2>
        <div className="flex flex-col gap-4">
          {ctx.site.latestPosts.map((p) => (
            <PostRow key={p.id} ctx={ctx} post={p} level={3} />
          ))}
        </div>
      </section>
    </Frame>
  )
}
