// "From the blog" on the product page: the latest posts as three picture cards (cover, date,
// title), and a link to the archive, so the posts stay one click away.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { landingConfig } from '../config'
import { Icon } from '../icons'
import { SectionHead } from './Sections'

export default function LatestStrip({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const posts = ctx.site.posts.slice(0, landingConfig.LANDING_LATEST_POSTS)
  return (
    <section aria-labelledby="ld-latest-title" className="ld-latest pt-20 md:pt-24">
      <div className="ld-wrap">
        <SectionHead id="ld-latest-title" title={t.latestPosts} />
        {posts.length > 0 && (
          <ul className="grid gap-6 md:grid-cols-3">
            {posts.map((p) => {
              const cover = p.pageCoverThumbnail ?? p.pageCover ?? ctx.site.info.cover
              return (
                <li key={p.id} className="ld-card ld-card-lift relative flex flex-col overflow-hidden">
                  <img src={ctx.asset(cover)} alt="" width={400} height={225} loading="lazy" decoding="async" className="aspect-video w-full object-cover" />
                  <div className="flex flex-1 flex-col p-5">
                    <time dateTime={p.publishDay} className="text-sm text-[var(--ld-muted)] tabular-nums">
                      {formatDay(p.publishDay)}
                    </time>
                    <h3 className="mt-2 line-clamp-2 text-lg leading-snug font-bold">
                      <Link prefetch={false} href={ctx.href(p.href)} className="ld-title-link after:absolute after:inset-0">
                        {p.title}
                      </Link>
                    </h3>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
        <p className="mt-10 text-center">
          <Link prefetch={false} href={ctx.href('/archive')} className="ld-btn border border-[var(--ld-line)] bg-[var(--ld-card)] text-[var(--ld-fg)] hover:border-[var(--ld-accent)]">
            {t.viewAll}
            <Icon name="arrowRight" size={16} />
          </Link>
        </p>
      </div>
    </section>
  )
}
