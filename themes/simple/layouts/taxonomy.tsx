// The category index, the tag index and the archive (month groups, `id="yyyy-MM"` anchors).
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { ArchiveGroup } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/themes/types'
import Frame from '../components/Frame'
import PageHead from '../components/PageHead'
import { FolderGlyph, HashGlyph } from '../icons'

/** Categories or tags as a two-column ruled index: icon, teal name, count. */
function IndexGrid({ items, className }: { items: Array<{ key: string; href: string; icon: ReactNode; name: string; count: number }>; className: string }) {
  return (
    <ul className={`${className} grid grid-cols-1 sm:grid-cols-2`}>
      {items.map((i) => (
        <li key={i.key} className="border-b border-[var(--s-line)] sm:odd:border-r sm:odd:pr-6 sm:even:pl-6">
          <Link prefetch={false} href={i.href} className="group flex items-center gap-3 py-4">
            <span className="text-[var(--s-muted)] group-hover:text-[var(--s-red)]">{i.icon}</span>
            <span className="flex-1 text-lg font-semibold text-[var(--s-teal)] group-hover:text-[var(--s-red)]">{i.name}</span>
            <span className="text-sm text-[var(--s-muted)] tabular-nums">{i.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const items = ctx.site.categories.map((c) => ({ key: c.name, href: categoryHref(ctx, c.name), icon: <FolderGlyph size={18} />, name: c.name, count: c.count }))
  return (
    <Frame ctx={ctx}>
      <PageHead title={t.category} count={ctx.site.categories.length} />
      <IndexGrid items={items} className="simple-category-index" />
    </Frame>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const items = ctx.site.tags.map((tag) => ({ key: tag.name, href: tagHref(ctx, tag.name), icon: <HashGlyph size={18} />, name: tag.name, count: tag.count }))
  return (
    <Frame ctx={ctx}>
      <PageHead title={t.tags} count={ctx.site.tags.length} />
      <IndexGrid items={items} className="simple-tag-index" />
    </Frame>
  )
}

export function Archive({ ctx, groups }: { ctx: ThemeContext; groups: ArchiveGroup[] }) {
  const t = labels(ctx)
  const count = groups.reduce((n, g) => n + g.posts.length, 0)
  return (
    <Frame ctx={ctx}>
      <PageHead title={t.archive} count={count} />
      <div className="simple-archive">
        {groups.map((g) => (
          <section key={g.month} id={g.month} className="mb-10 scroll-mt-6">
            <h2 className="mb-2 flex items-baseline gap-3 border-b border-[var(--s-line)] pb-2 text-xl font-bold">
              {g.month}
              <span className="text-sm font-normal text-[var(--s-muted)]">{g.posts.length}</span>
            </h2>
            <ul>
              {g.posts.map((p) => (
                <li key={p.id} className="flex flex-col gap-0.5 border-b border-dotted border-[var(--s-line)] py-2.5 sm:flex-row sm:items-baseline sm:gap-5">
                  <time dateTime={p.publishDay} className="shrink-0 text-sm text-[var(--s-muted)] tabular-nums sm:w-28">
                    {formatDay(p.publishDay)}
                  </time>
                  <Link prefetch={false} href={ctx.href(p.href)} className="simple-title-link">
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Frame>
  )
}
