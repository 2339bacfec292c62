// matery's category buttons: round raised chips under the hero and above category lists,
// home first; the category being shown is filled with the teal-green gradient.
import Link from '@/lib/ui/Link'
import { categoryHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

export default function CategoryChips({ ctx, current }: { ctx: ThemeContext; current: string | null }) {
  const t = labels(ctx)
  const shown = ctx.site.categories.slice(0, ctx.config.PREVIEW_CATEGORY_COUNT)
  if (!shown.length) return null
  const more = ctx.site.categories.length > shown.length
  return (
    <nav aria-label={t.category} className="m-category-chips -mx-4 md:mx-0">
      {/* phones: one row that scrolls sideways; wider screens: centred, wrapping */}
      <ul className="flex gap-3 overflow-x-auto px-4 py-2 [scrollbar-width:none] md:flex-wrap md:justify-center md:overflow-visible md:px-0">
        <li>
          <Link href={ctx.href('/')} className="m-chip" aria-current={current === null ? 'page' : undefined}>
            <Icon name="home" size={16} />
            {t.home}
          </Link>
        </li>
        {shown.map((c) => (
          <li key={c.name}>
            <Link href={categoryHref(ctx, c.name)} className="m-chip" aria-current={current === c.name ? 'page' : undefined}>
              <Icon name="folder" size={16} />
              {c.name}
              <span className="m-chip-count">{c.count}</span>
            </Link>
          </li>
        ))}
        {more && (
          <li>
            <Link href={ctx.href('/category')} className="m-chip">
              {t.moreCategories}
              <Icon name="right" size={16} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
