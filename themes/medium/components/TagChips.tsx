// Tags as round chips with their post counts (panel, tag page, menu sheet).
import Link from '@/lib/ui/Link'
import { tagHref } from '@/lib/theme-kit/links'
import type { TagItem } from '@/lib/site/types'
import type { ThemeContext } from '@/themes/types'

export default function TagChips({ ctx, tags, large = false }: { ctx: ThemeContext; tags: TagItem[]; large?: boolean }) {
  return (
    <ul className={`flex flex-wrap ${large ? 'gap-3' : 'gap-2'}`}>
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false} href={tagHref(ctx, tag.name)} className={large ? 'md-chip !px-4 !py-2 !text-base' : 'md-chip'}>
            {tag.name}
            <small>{tag.count}</small>
          </Link>
        </li>
      ))}
    </ul>
  )
}
