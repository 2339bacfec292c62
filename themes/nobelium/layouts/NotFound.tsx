// 404: the full frame around a large 404, the hint to search, a link home, and the latest posts
// as text entries to go on reading. Drawn on the server like any screen.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PostEntry from '../components/PostEntry'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="nb-404 mb-16 flex flex-col items-start gap-4 border-b border-[var(--nb-line)] pb-14">
        <h1 className="text-8xl font-bold tracking-tighter text-[var(--nb-fg)] tabular-nums md:text-9xl">404</h1>
        <p className="text-lg text-[var(--nb-muted)]">{t.notFoundHint}</p>
        <Link prefetch={false} href={ctx.href('/')} className="mt-2 rounded-md bg-[var(--nb-fg)] px-4 py-2 text-[var(--nb-bg)] transition-opacity hover:opacity-85">
          ← {t.backHome}
        </Link>
      </section>
      <p className="mb-6 nb-eyebrow">{t.latestPosts}</p>
      <div className="flex flex-col gap-9">
        {ctx.site.latestPosts.map((p) => (
          <PostEntry key={p.id} ctx={ctx} post={p} text={p.summary} />
        ))}
      </div>
    </Frame>
  )
}
