// SLOT: sidebar · about/info. The author, the bio, the site's counts and a link to the About page.
import { siteStats } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { aboutPage } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Widget from './Widget'

export default function AboutWidget({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const stats = siteStats(ctx)
  const about = aboutPage(ctx)
  const counts = [
    { label: t.postCount, n: stats.posts, href: '/archive' },
    { label: t.category, n: stats.categories, href: '/category' },
    { label: t.tags, n: stats.tags, href: '/tag' },
  ]
  return (
    <Widget title={t.about} className="example-about">
      <p className="text-base font-medium">{ctx.config.AUTHOR}</p>
      {ctx.config.BIO && <p className="mt-1 text-ex-muted">{ctx.config.BIO}</p>}
      <ul className="mt-4 grid grid-cols-3 text-center">
        {counts.map((c) => (
          <li key={c.href}>
            <Link prefetch={false} href={ctx.href(c.href)} className="example-link block">
              <span className="block text-lg">{c.n}</span>
              <span className="block text-xs text-ex-muted">{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {about && (
        <Link prefetch={false} href={ctx.href(about.href)} className="mt-4 block text-ex-accent hover:underline">
          {about.title} →
        </Link>
      )}
    </Widget>
  )
}
