// Tag chips with counts (tag cloud): slide-over, sidebar card, tag index.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function TagChips({ ctx, limit, large = false }: { ctx: ThemeContext; limit?: number; large?: boolean }) {
  const tags = limit === undefined ? ctx.site.tags : ctx.site.tags.slice(0, limit)
  return (
    <ul className={`flex flex-wrap ${large ? 'gap-3' : 'gap-2'}`}>
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false}
            href={ctx.href(`/tag/${encodeURIComponent(tag.name)}`)}
            className={`heo-chip group ${large ? 'px-4 py-2 text-base' : 'px-2.5 py-1 text-sm'}`}
          >
            <span className="text-[var(--heo-muted)] group-hover:text-white/80">#</span>
            <span>{tag.name}</span>
            <sup className="text-xs text-[var(--heo-muted)] group-hover:text-white/80">{tag.count}</sup>
          </Link>
        </li>
      ))}
    </ul>
  )
}
