// The category index (cards with counts), the tag index (a cloud) and the archive (a timeline by
// month; each month is an anchor `#yyyy-MM` that articles link their date to).
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { categoryHref } from '@/lib/theme-kit/links'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import { TagCloud } from '../components/Aside'
import { TitleBand } from '../components/Bands'
import Frame from '../components/Frame'
import { Glyph } from '../icons'
import { words } from '../words'
import Pager from '../components/Pager'

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  return (
    <Frame ctx={ctx} band={<TitleBand ctx={ctx} title={w.category} />}>
      <ul className="hexo-category-index grid grid-cols-1 gap-4 sm:grid-cols-2">
        {ctx.site.categories.map((c) => (
          <li key={c.name}>
            <Link href={categoryHref(ctx, c.name)} className="hexo-card hexo-post group flex items-center gap-4 p-5">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-[var(--hx-tint)] text-[var(--hx-accent)] transition-colors group-hover:bg-[var(--hx-fill)] group-hover:text-white">
                <Glyph name="folder" size={22} />
              </span>
              <span className="flex-1 text-lg font-semibold group-hover:text-[var(--hx-accent)]">{c.name}</span>
              <span className="text-sm text-[var(--hx-dim)]">{w.postsN(c.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Frame>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  return (
    <Frame ctx={ctx} band={<TitleBand ctx={ctx} title={w.tags} />}>
      <section className="hexo-card hexo-tag-index p-6 md:p-10">
        <TagCloud ctx={ctx} large />
      </section>
    </Frame>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const w = words(ctx)
  return (
    <Frame ctx={ctx} band={<TitleBand ctx={ctx} title={w.archive} kicker={w.postsN(total)} />}>
      <div className="hexo-card hexo-archive p-6 md:p-10">
        {groups.map((g) => (
          <section key={g.month} id={g.month} className="mb-8 scroll-mt-20 last:mb-0">
            <h2 className="mb-3 flex items-center gap-2 text-xl font-semibold">
              <Glyph name="calendar" size={18} className="text-[var(--hx-accent)]" />
              {g.month}
            </h2>
            <ul className="ml-2 border-l-2 border-dashed border-[var(--hx-line)]">
              {g.posts.map((p) => (
                <li key={p.id} className="relative pl-6 before:absolute before:top-[1.05rem] before:-left-[5px] before:h-2 before:w-2 before:rounded-full before:bg-[var(--hx-fill)]">
                  <Link href={ctx.href(p.href)} className="group flex flex-wrap items-baseline gap-x-4 rounded-lg py-2">
                    <time dateTime={p.publishDay} className="w-32 shrink-0 whitespace-nowrap text-sm text-[var(--hx-dim)] tabular-nums">
                      {formatDay(p.publishDay)}
                    </time>
                    <span className="min-w-0 flex-1 group-hover:text-[var(--hx-accent)]">{p.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Frame>
  )
}
