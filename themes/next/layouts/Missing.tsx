// 404 inside the full frame: a large, thin 404, the hint to search, the way home, and the
// latest posts as a timeline to go on reading.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import { Rows } from '../components/Timeline'
import { Glyph } from '../icons'
import { words } from '../words'

export default function Missing({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="nx-card nx-page text-center">
        <h1 className="nx-404">
          404<span className="sr-only"> {w.pageNotFound}</span>
        </h1>
        <p className="mt-2 text-[var(--nx-muted)]">{w.notFoundHint}</p>
        <Link href={ctx.href('/')} className="nx-btn mt-8">
          <Glyph name="home" size={13} />
          {w.backHome}
        </Link>
      </section>
      {ctx.site.latestPosts.length > 0 && (
        <section className="nx-card nx-page">
          <h2 className="nx-section-title">{w.latest}</h2>
          <div className="nx-timeline mt-4">
            <Rows ctx={ctx} posts={ctx.site.latestPosts} full />
          </div>
        </section>
      )}
    </Frame>
  )
}
