// The top bar: logo, menu (swapped for "author · bio" while scrolling down), random post,
// search, dark mode, reading progress and the mobile slide-over. Scroll behaviour comes from
// the HeaderFrame island through data attributes (group/header).
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/themes/types'
import { heoConfig } from '../config'
import { DiceIcon } from '../icons'
import DarkModeButton from '../islands/DarkModeButton'
import HeaderFrame from '../islands/HeaderFrame'
import RandomPost from '../islands/RandomPost'
import { randomEndpoint } from '../logic'
import ScrollProgress from '../islands/ScrollProgress'
import SearchButton from '../islands/SearchButton'
import SlideOver from '../islands/SlideOver'
import { heoText } from '../text'
import MenuList from './MenuList'
import MobileMenu from './MobileMenu'
import SiteLogo from './SiteLogo'

const BUTTON =
  'heo-icon-btn'

export default function Header({ ctx, onCover }: { ctx: ThemeContext; onCover: boolean }) {
  const t = heoText(ctx)
  const { config } = ctx
  return (
    <HeaderFrame onCover={onCover}>
      <nav aria-label={t.navigation} className="mx-auto flex h-full max-w-[86rem] items-center justify-between gap-3 px-4 md:px-6">
        <Link prefetch={false} href={ctx.href('/')} className="flex min-w-0 shrink-0 items-center gap-2 text-lg font-bold">
          <SiteLogo ctx={ctx} />
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

        <div className="flex shrink-0 items-center gap-1">
          <RandomPost endpoint={randomEndpoint(ctx)} label={t.randomPost} className={BUTTON}>
            <DiceIcon />
          </RandomPost>
          <SearchButton label={t.search} className={BUTTON} />
          {heoConfig.HEO_WIDGET_DARK_MODE && <DarkModeButton label={t.darkMode} className={`heo-header-dark ${BUTTON} max-sm:hidden`} />}
          <ScrollProgress label={t.toTop} />
          <SlideOver openLabel={t.menu} closeLabel={t.close} buttonClassName={`${BUTTON} lg:hidden`}>
            <MobileMenu ctx={ctx} />
          </SlideOver>
        </div>
      </nav>
    </HeaderFrame>
  )
}
