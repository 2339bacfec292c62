// SLOT: category group. Every category with its post count, as links; the sidebar shows it
// plain, the /category page in a wider grid. The category being shown is blue.
import { categoryHref } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function CategoryList({ ctx, current, wide = false }: { ctx: ThemeContext; current?: string; wide?: boolean }) {
  return (
    <ul className={wide ? 'example-categories grid gap-x-8 sm:grid-cols-2' : 'example-categories space-y-1'}>
      {ctx.site.categories.map((c) => (
        <li key={c.name} className={wide ? 'border-b border-ex-line' : undefined}>
          <Link
            prefetch={false}
            href={categoryHref(ctx, c.name)}
            aria-current={c.name === current ? 'page' : undefined}
            className={`example-link flex justify-between gap-2 aria-[current=page]:text-ex-accent ${wide ? 'py-3 text-base' : 'py-0.5'}`}
          >
            <span>{c.name}</span>
            <span className="text-ex-muted">{c.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
