// The top bar: logo, menu (swapped for "author · bio" while scrolling down), random post,
// search, dark mode, reading progress and the mobile slide-over. Scroll behaviour comes from
// the kit's ScrollFrame through data attributes (group/header): at the very top the bar is
// transparent and in the flow (white text over an article's cover band); once scrolled it is
// fixed and solid, and scrolling down swaps the menu for "author · bio".
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig } from '../config'
import Drawer from '@/lib/ui/kit/Drawer'
import RandomPost from '@/lib/ui/kit/RandomPost'
import ScrollFrame from '@/lib/ui/kit/ScrollFrame'
import ScrollProgress from '@/lib/ui/kit/ScrollProgress'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import { randomEndpoint } from '@/lib/theme-kit/links'
import { ArrowUpIcon, CloseIcon, DiceIcon, MenuIcon, SearchIcon } from '../icons'
import DarkModeButton from './DarkModeButton'
import { labels } from '@/lib/theme-kit/labels'
import MenuList from './MenuList'
import MobileMenu from './MobileMenu'
import SiteLogo from './SiteLogo'

const BUTTON = 'heo-icon-btn'

const FRAME =
  'group/header top-0 right-0 left-0 h-16 transition-colors duration-300 data-[solid=false]:absolute data-[solid=false]:bg-transparent data-[solid=true]:fixed data-[solid=true]:border-b data-[solid=true]:border-[var(--heo-border)] data-[solid=true]:bg-[var(--heo-card)]/95 data-[solid=true]:shadow-sm data-[solid=true]:backdrop-blur data-[white=true]:text-white'

export default function Header({ ctx, onCover, tocButton }: { ctx: ThemeContext; onCover: boolean; tocButton?: ReactNode }) {
  const t = labels(ctx)
  const { config } = ctx
  return (
    // The wrapper keeps the bar's height in the flow, so fixing the bar never shifts the page.
    <div className="relative z-40 h-16">
    <ScrollFrame id="heo-header" overCover={onCover} className={FRAME}>
      <nav aria-label={t.navigation} className="heo-band mx-auto flex h-full max-w-[86rem] items-center justify-between gap-3">
        {/* phones: a smaller name that may take two lines rather than being cut */}
        <Link prefetch={false} href={ctx.href('/')} className="heo-header-logo flex min-w-0 items-center gap-2 text-base leading-tight font-bold sm:text-lg lg:shrink-0">
          <SiteLogo ctx={ctx} wrap />
        </Link>

        <div className="relative hidden h-full flex-1 items-center justify-center lg:flex">
          <div className="transition-all duration-300 group-data-[swap=true]/header:pointer-events-none group-data-[swap=true]/header:-translate-y-3 group-data-[swap=true]/header:opacity-0">
            <MenuList ctx={ctx} variant="top" />
          </div>
          <p
            data-header-author
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex translate-y-3 items-center justify-center gap-2 truncate font-bold opacity-0 transition-all duration-300 group-data-[swap=true]/header:translate-y-0 group-data-[swap=true]/header:opacity-100"
          >
            <span>{config.AUTHOR}</span>
            <span className="text-[var(--heo-muted)] group-data-[white=true]/header:text-white/80">·</span>
            <span className="truncate font-normal text-[var(--heo-muted)]">{config.BIO}</span>
          </p>
        </div>

        <div className="flex shrink-0 items-center sm:gap-1">
          {/* phones: in the slide-over, so the site's name has room */}
          <RandomPost endpoint={randomEndpoint(ctx)} label={t.randomPost} className={`${BUTTON} hidden sm:flex`}>
            <DiceIcon />
          </RandomPost>
          <SearchTrigger label={t.search} className={BUTTON}>
            <SearchIcon />
          </SearchTrigger>
          {tocButton}
          {heoConfig.HEO_WIDGET_DARK_MODE && <DarkModeButton label={t.darkMode} className={`heo-header-dark ${BUTTON}`} />}
          <ScrollProgress
            label={t.toTop}
            doneIcon={<ArrowUpIcon size={16} />}
            className="heo-progress flex h-9 min-w-9 items-center justify-center rounded-full bg-black/5 text-xs font-bold tabular-nums transition-colors hover:bg-[var(--heo-accent-bg)] hover:text-white data-[done=true]:bg-[var(--heo-accent-bg)] data-[done=true]:text-white data-[top=true]:hidden dark:bg-white/10"
          />
          <Drawer
            id="heo-slide-over"
            label={t.menu}
            trigger={<MenuIcon />}
            triggerClassName={`${BUTTON} lg:hidden`}
            backdropClassName="fixed inset-0 z-50 bg-black/40 backdrop-blur-sm transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
            panelClassName="fixed top-0 right-0 bottom-0 z-50 flex w-[82vw] max-w-sm flex-col overflow-y-auto bg-[var(--heo-bg)] p-5 text-[var(--heo-text)] shadow-2xl outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:translate-x-full"
            closeIcon={<CloseIcon />}
            closeLabel={t.close}
            closeClassName="mb-2 self-end rounded-full p-2 hover:bg-black/5 dark:hover:bg-white/10"
          >
            <MobileMenu ctx={ctx} />
          </Drawer>
        </div>
      </nav>
    </ScrollFrame>
    </div>
  )
}
