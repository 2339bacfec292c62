// Small screens: the left column folds into a dark top bar. The menu button opens a drawer
// with the menu and the site overview; the title leads home; the search
// button opens the search overlay.
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { Glyph } from '../icons'
import { words } from '../words'
import { SiteMark } from './Brand'
import Nav from './Nav'
import Overview from './Overview'
import Sheet from './Sheet'

export default function MobileBar({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  const { title, description } = ctx.site.info
  return (
    <header className="nx-mobilebar nx-brand lg:hidden">
      <div className="flex h-14 items-center gap-1 px-1.5">
        <Sheet
          id="nx-menu-drawer"
          label={w.menu}
          closeLabel={w.close}
          glyph="bars"
          buttonClassName="nx-bar-btn"
          from={nextConfig.NEXT_DRAWER_SIDE === 'right' ? 'right' : 'left'}
        >
          <div className="nx-brand px-5 pt-6 pb-5 text-center">
            <p className="text-lg font-bold">{title}</p>
            {description && <p className="nx-brand-sub mt-1 text-xs">{description}</p>}
          </div>
          <Nav ctx={ctx} />
          <div className="mt-2 border-t border-[var(--nx-line)]">
            <Overview ctx={ctx} />
          </div>
        </Sheet>
        <Link href={ctx.href('/')} className="nx-brand-title min-w-0 flex-1 truncate text-center">
          <span className="text-[1.0625rem] font-bold tracking-wide">
            <SiteMark ctx={ctx} size={18} /> {title}
          </span>
        </Link>
        <SearchTrigger label={w.search} className="nx-bar-btn">
          <Glyph name="search" size={17} />
        </SearchTrigger>
      </div>
    </header>
  )
}
