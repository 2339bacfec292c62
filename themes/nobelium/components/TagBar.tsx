// The tag filter: one row of tags that scrolls sideways, most used first, its cut side fading
// out while more tags lie beyond it (.nb-scroll-x in style.css). The tag being shown
// is marked (aria-current) and leads back to the unfiltered home list, so pressing it again
// clears the filter.
import Link from '@/lib/ui/Link'
import { tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nobeliumConfig } from '../config'

export default function TagBar({ ctx, current }: { ctx: ThemeContext; current: string | null }) {
  const count = nobeliumConfig.NOBELIUM_TAG_BAR_COUNT
  const tags = count ? ctx.site.tags.slice(0, count) : ctx.site.tags
  // a chosen tag beyond the limit still shows, first
  const shown = current && !tags.some((x) => x.name === current) ? [...ctx.site.tags.filter((x) => x.name === current), ...tags] : tags
  if (!shown.length) return null
  return (
    <nav aria-label={labels(ctx).tags} className="nb-tagbar mb-10 border-b border-[var(--nb-line)] pb-3">
      <ul className="nb-scroll-x -mx-1 flex gap-1 overflow-x-auto px-1">
        {shown.map((tag) => {
          const on = tag.name === current
          return (
            <li key={tag.name} className="shrink-0">
              <Link prefetch={false} href={on ? ctx.href('/') : tagHref(ctx, tag.name)} aria-current={on ? 'page' : undefined} className="nb-tag">
                {tag.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
