// The sticky top bar: the site's icon and title on the left; on the right a few text links (the
// menu), then search, a random post and the light/dark switch. On phones the links fold into a
// sheet (the kit's Drawer). From lg up the bar is a little wider than the column, so the links
// have room beside the title in any language. The kit's ScrollFrame marks the bar once the page has scrolled
// (data-solid): it gains a hairline and a frosted background.
import Link from '@/lib/ui/Link'
import Drawer from '@/lib/ui/kit/Drawer'
import RandomPost from '@/lib/ui/kit/RandomPost'
import ScrollFrame from '@/lib/ui/kit/ScrollFrame'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import { randomEndpoint } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nobeliumConfig } from '../config'
import { Bars, Cross, Magnifier, Moon, Shuffle, Sun } from '../icons'
import { MenuColumn, MenuRow } from './Menu'
import { sheet } from './sheet'
import SiteMark from './SiteMark'

export default function Nav({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const cfg = nobeliumConfig
  return (
    <ScrollFrame
      id="nb-nav"
      className="sticky top-0 z-40 border-b border-transparent bg-[var(--nb-bg)]/85 backdrop-blur-md transition-colors duration-300 data-[solid=true]:border-[var(--nb-line)]"
    >
      <nav aria-label={t.navigation} className="nb-col flex h-16 items-center gap-2 lg:max-w-[52rem]">
        <Link prefetch={false} href={ctx.href('/')} className="flex min-w-0 items-center gap-2.5 font-medium text-[var(--nb-fg)]">
          <SiteMark ctx={ctx} />
        </Link>
        <div className="ml-auto flex shrink-0 items-center">
          <MenuRow ctx={ctx} withoutSearch={cfg.NOBELIUM_NAV_SEARCH} />
          {cfg.NOBELIUM_NAV_SEARCH && (
            <SearchTrigger label={t.search} className="nb-btn">
              <Magnifier />
            </SearchTrigger>
          )}
          {cfg.NOBELIUM_NAV_RANDOM && (
            <RandomPost endpoint={randomEndpoint(ctx)} label={t.randomPost} className="nb-btn">
              <Shuffle />
            </RandomPost>
          )}
          <DarkModeToggle label={t.darkMode} className="nb-btn">
            <Sun className="hidden dark:block" />
            <Moon className="dark:hidden" />
          </DarkModeToggle>
          <Drawer
            id="nb-menu"
            label={t.menu}
            trigger={<Bars />}
            triggerClassName="nb-btn lg:hidden"
            {...sheet('top', '-mr-2 ml-auto flex')}
            closeIcon={<Cross />}
            closeLabel={t.close}
          >
            <MenuColumn ctx={ctx} />
          </Drawer>
        </div>
      </nav>
    </ScrollFrame>
  )
}
