// The strip of topics above a list, like Medium's feed tabs: the latest posts, then the
// categories; the one being shown is underlined. It scrolls sideways on narrow screens.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function TopicStrip({ ctx, current }: { ctx: ThemeContext; current: string | null }) {
  const t = labels(ctx)
  const tabs = [
    { key: '', title: t.latestPosts, href: ctx.href('/') },
    ...ctx.site.categories.slice(0, ctx.config.PREVIEW_CATEGORY_COUNT || undefined).map((c) => ({ key: c.name, title: c.name, href: categoryHref(ctx, c.name) })),
  ]
  return (
    <nav aria-label={t.category} className="md-topics mb-6 border-b border-[var(--md-line)]">
      <ul className="-mb-px flex gap-7 overflow-x-auto text-sm [scrollbar-width:none]">
        {tabs.map((tab) => {
          const on = (current ?? '') === tab.key
          return (
            <li key={tab.key} className="shrink-0">
              <Link
                prefetch={false}
                href={tab.href}
                aria-current={on ? 'page' : undefined}
                className={`block border-b py-3.5 whitespace-nowrap transition-colors ${on ? 'border-[var(--md-fg)] text-[var(--md-fg)]' : 'border-transparent text-[var(--md-muted)] hover:text-[var(--md-fg)]'}`}
              >
                {tab.title}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
