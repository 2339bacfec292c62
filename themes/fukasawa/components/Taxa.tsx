// Category tiles: each category with the cover of its newest post, its name and how many posts
// it holds (category index, search page).
import Link from '@/lib/ui/Link'
import { categoryHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'

export function CategoryTiles({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="fk-cat-tiles grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {ctx.site.categories.map((c) => {
        const newest = ctx.site.posts.find((p) => p.category === c.name && p.pageCoverThumbnail)
        return (
          <li key={c.name}>
            <Link prefetch={false} href={categoryHref(ctx, c.name)} className="fk-cat-tile group">
              {newest?.pageCoverThumbnail ? (
                <img src={ctx.asset(newest.pageCoverThumbnail)} alt="" width={400} height={200} loading="lazy" decoding="async" />
              ) : (
                <span className="fk-cat-blank" />
              )}
              <span className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="font-semibold group-hover:text-[var(--fk-link)]">{c.name}</span>
                <span className="fk-count">{c.count}</span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
