// Round chips with post counts: tags (panel, tag page, menu sheet) and categories (search page).
import Link from '@/lib/ui/Link'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { CategoryItem } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function TagChips({ ctx, tags, kind = 'tag', large = false }: { ctx: ThemeContext; tags: CategoryItem[]; kind?: 'tag' | 'category'; large?: boolean }) {
  const hrefOf = kind === 'tag' ? tagHref : categoryHref
  const chip = large ? 'md-chip !px-4 !py-2 !text-base' : 'md-chip'
  return (
    <ul className={`flex flex-wrap ${large ? 'gap-3' : 'gap-2'}`}>
      {tags.map(({ name, count }) => (
        <li key={name}>
          <Link prefetch={false} href={hrefOf(ctx, name)} className={chip}>
            {name}
            <small>{count}</small>
          </Link>
        </li>
      ))}
    </ul>
  )
}
