// 404: a huge outlined "404" on black, the hint to search, the way home, and the latest posts
// as photo cards to go on with.
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import PhotoGrid, { cardOf } from '../components/PhotoGrid'
import Shell from '../components/Shell'
import { Icon } from '../icons'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Shell ctx={ctx} cards>
      <section className="flex flex-col items-center gap-5 px-6 pt-20 pb-16 text-center">
        <h1 className="pl-bigcode">
          404
          <span className="sr-only"> {t.notFound}</span>
        </h1>
        <p className="max-w-md text-[var(--pl-soft)]">{t.notFoundHint}</p>
        <Link prefetch={false} href={ctx.href('/')} className="pl-button">
          <Icon name="home" size={18} />
          {t.backHome}
        </Link>
      </section>
      <h2 className="pl-section-title px-4 sm:px-6">{t.latestPosts}</h2>
      <PhotoGrid ctx={ctx} cards={ctx.site.latestPosts.map(cardOf)} />
    </Shell>
  )
}
