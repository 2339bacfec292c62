// SLOT: header. Two rows in the content width: the site title with the search and dark-mode
// buttons, then the horizontal nav (from md up). On phones the nav opens in a drawer instead.
// `search={false}` leaves the search button out, for a screen that has its own way into
// search (an article's page bar), so a screen never offers two.
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { SearchIcon } from '../icons'
import DarkModeButton from './DarkModeButton'
import MobileNav from './MobileNav'
import Nav from './Nav'
import PostIcon from './PostIcon'

export default function Header({ ctx, search = true }: { ctx: ThemeContext; search?: boolean }) {
  const t = labels(ctx)
  const site = ctx.site.info
  return (
    <header className="example-header border-b border-ex-line">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link prefetch={false} href={ctx.href('/')} className="example-link mr-auto truncate text-lg">
          <PostIcon ctx={ctx} icon={site.icon} />
          {site.title}
        </Link>
        {search && (
          <SearchTrigger label={t.search} className="example-btn">
            <SearchIcon />
          </SearchTrigger>
        )}
        <DarkModeButton label={t.darkMode} />
        <MobileNav ctx={ctx} />
      </div>
      <div className="hidden border-t border-ex-line md:block">
        <Nav ctx={ctx} className="mx-auto max-w-6xl px-4" />
      </div>
    </header>
  )
}
