// Categories as photo tiles (the latest cover of each, the name and count over it) and tags as
// outlined chips with their counts.
import { resizedUrl } from '@/lib/site/images'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

export function CategoryTiles({ ctx, headingLevel = 2 }: { ctx: ThemeContext; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="pl-tiles">
      {ctx.site.categories.map((c) => {
        const cover = ctx.site.posts.find((p) => p.category === c.name && p.pageCover)?.pageCover
        return (
          <li key={c.name}>
            <Link prefetch={false} href={categoryHref(ctx, c.name)} className="pl-tile">
              {cover ? (
                <img src={ctx.asset(resizedUrl(cover, 400, 50) ?? cover)} alt="" width={400} height={225} loading="lazy" decoding="async" className="pl-card-img" />
              ) : (
                <span className="pl-fallback" aria-hidden="true" />
              )}
              <span className="pl-card-shade" aria-hidden="true" />
              <H className="pl-tile-name">
                {c.name}
                <span className="pl-count">{c.count}</span>
              </H>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

export function TagChips({ ctx, limit }: { ctx: ThemeContext; limit?: number }) {
  const tags = limit ? ctx.site.tags.slice(0, limit) : ctx.site.tags
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false} href={tagHref(ctx, tag.name)} className="pl-tag">
            <span aria-hidden="true">#</span>
            {tag.name}
            <span className="pl-count">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
