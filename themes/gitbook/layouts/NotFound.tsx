// 404: the full frame, a large 404 with the hint and a way home, then the latest posts as cards.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Cards } from '../components/Entries'
import Frame from '../components/Frame'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="gb-404 mb-10 flex flex-col items-start gap-3">
        <h1 className="text-8xl font-bold tracking-tight text-[var(--gb-accent)] tabular-nums">404</h1>
        <p className="text-lg text-[var(--gb-muted)]">{t.notFoundHint}</p>
        <Link prefetch={false} href={ctx.href('/')} className="rounded-lg bg-[var(--gb-accent)] px-4 py-2 text-sm font-semibold text-[var(--gb-bg)] hover:opacity-90">
          ← {t.backHome}
        </Link>
      </section>
      <h2 className="gb-label mb-1">{t.latestPosts}</h2>
      <Cards ctx={ctx} posts={ctx.site.latestPosts} />
    </Frame>
  )
}
