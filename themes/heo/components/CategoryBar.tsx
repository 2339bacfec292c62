// The chip bar above lists: all posts, then the categories (PREVIEW_CATEGORY_COUNT), and a
// link to every category. The current one is highlighted.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ChevronsRightIcon } from '../icons'
import { labels } from '@/lib/theme-kit/labels'

export default function CategoryBar({ ctx, current }: { ctx: ThemeContext; current: string | null }) {
  const t = labels(ctx)
  const chip = (active: boolean) =>
    `shrink-0 rounded-lg px-3 py-1 font-medium whitespace-nowrap transition-colors ${
      active ? 'bg-[var(--heo-accent-bg)] text-white' : 'hover:bg-[var(--heo-accent-bg)] hover:text-white'
    }`
  return (
    <nav aria-label={t.category} className="heo-card heo-category-bar mb-4 flex h-12 items-center gap-2 px-2">
      <ul className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto [scrollbar-width:none]">
        <li>
          <Link prefetch={false} href={ctx.href('/')} className={chip(current === null)} aria-current={current === null ? 'page' : undefined}>
            {t.home}
          </Link>
        </li>
        {ctx.site.categories.slice(0, ctx.config.PREVIEW_CATEGORY_COUNT).map((c) => (
          <li key={c.name}>
            <Link prefetch={false}
              href={ctx.href(`/category/${encodeURIComponent(c.name)}`)}
              className={chip(current === c.name)}
              aria-current={current === c.name ? 'page' : undefined}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link prefetch={false} href={ctx.href('/category')} aria-label={t.moreCategories} className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 font-bold hover:text-[var(--heo-accent)]">
        <ChevronsRightIcon />
        <span className="max-sm:hidden">{t.moreCategories}</span>
      </Link>
    </nav>
  )
}
