// 404: the full frame, a large 404 on a white sheet, the hint to search, the way home, and the
// latest posts as a small wall to go on reading.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import { Bricks, cardOf } from '../components/Wall'
import { Glyph } from '../icons'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="fk-sheet fk-404 mx-auto mb-6 flex max-w-[46rem] flex-col items-center gap-4 px-6 py-14 text-center">
        <h1 className="fk-404-code">404</h1>
        <p className="text-[var(--fk-muted)]">{t.notFoundHint}</p>
        <Link prefetch={false} href={ctx.href('/')} className="fk-button fk-button-solid">
          <Glyph name="home" size={16} />
          {t.backHome}
        </Link>
      </section>
      <h2 className="fk-block-title mx-auto mb-3 max-w-[72rem]">
        <Glyph name="clock" size={15} />
        {t.latestPosts}
      </h2>
      <Bricks ctx={ctx} cards={ctx.site.latestPosts.map((p) => cardOf(ctx, p))} />
    </Frame>
  )
}
