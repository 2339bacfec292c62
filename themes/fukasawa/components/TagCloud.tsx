// Tags as small tinted chips (the tag's Notion colour) with their post counts: sidebar, tag
// index, search page.
import Link from '@/lib/ui/Link'
import { tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { tagTint } from '../logic'

export default function TagCloud({ ctx, limit, large = false }: { ctx: ThemeContext; limit?: number; large?: boolean }) {
  const tags = limit === undefined ? ctx.site.tags : ctx.site.tags.slice(0, limit)
  return (
    <ul className={`flex flex-wrap ${large ? 'gap-2.5' : 'gap-1.5'}`}>
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false} href={tagHref(ctx, tag.name)} data-tint={tagTint(tag.color)} className={`fk-tag ${large ? 'fk-tag-lg' : ''}`}>
            {tag.name}
            <span className="fk-tag-n">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
