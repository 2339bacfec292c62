// SLOT: tag group. Tags as bordered chips with their post counts; `limit` keeps the first ones
// (the sidebar shows PREVIEW_TAG_COUNT). The tag being shown is blue.
import { tagHref } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function TagList({ ctx, current, limit }: { ctx: ThemeContext; current?: string; limit?: number }) {
  const tags = limit ? ctx.site.tags.slice(0, limit) : ctx.site.tags
  return (
    <ul className="example-tags flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link
            prefetch={false}
            href={tagHref(ctx, tag.name)}
            aria-current={tag.name === current ? 'page' : undefined}
            className="example-chip aria-[current=page]:border-ex-accent aria-[current=page]:text-ex-accent"
          >
            #{tag.name} <span className="text-ex-muted">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
