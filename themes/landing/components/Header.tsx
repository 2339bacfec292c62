// The top bar: the logo on the left; on wide screens the menu's words beside it; on the right
// search, the light/dark switch, the config's plain text link and its dark button with an arrow
// (the two calls to action), and below xl the menu button opening a panel from the right.
// The kit's ScrollFrame marks the bar once the page has scrolled (data-solid): it gains a
// hairline. Its frosted glass is a layer behind it (.ld-frost), so the menu panel inside is
// fixed to the window, not to the bar.
import Link from '@/lib/ui/Link'
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import Drawer from '@/lib/ui/kit/Drawer'
import ScrollFrame from '@/lib/ui/kit/ScrollFrame'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { landingCopyOf } from '../config'
import { Icon } from '../icons'
import Brand from './Brand'
import Cta from './Cta'
import Menu from './Menu'

const PANEL =
  'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto bg-[var(--ld-bg)] px-5 pt-16 pb-8 shadow-2xl outline-none transition-[transform,visibility] duration-300 data-[open=false]:invisible data-[open=false]:translate-x-full'
const VEIL = 'fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px] transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0'

export default function Header({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const c = landingCopyOf(ctx)
  return (
    <ScrollFrame
      id="ld-header"
      className="ld-frost sticky top-0 z-40 border-b border-transparent transition-colors duration-300 data-[solid=true]:border-[var(--ld-line)]"
    >
      <nav aria-label={t.navigation} className="ld-wrap flex h-16 items-center gap-2 md:h-[4.5rem]">
        <Link prefetch={false} href={ctx.href('/')} aria-label={ctx.site.info.title} className="mr-2 flex min-w-0 items-center gap-2.5">
          <Brand ctx={ctx} compact />
        </Link>
        <Menu ctx={ctx} look="bar" />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <SearchTrigger label={t.search} className="ld-icon-btn">
            <Icon name="search" />
          </SearchTrigger>
          <DarkModeToggle label={t.darkMode} className="ld-icon-btn">
            <Icon name="sun" className="hidden dark:block" />
            <Icon name="moon" className="dark:hidden" />
          </DarkModeToggle>
          <Cta ctx={ctx} href={c.LANDING_HEADER_LINK_HREF} className="ld-cta-link hidden px-3 py-2 text-[0.9375rem] font-medium text-[var(--ld-text)] transition-colors hover:text-[var(--ld-fg)] md:inline-block">
            {c.LANDING_HEADER_LINK_TEXT}
          </Cta>
          <Cta ctx={ctx} href={c.LANDING_HEADER_BUTTON_HREF} className="ld-cta-button ld-btn ld-btn-ink min-h-10 px-3.5 py-2 text-sm sm:px-4 sm:text-[0.9375rem]">
            {c.LANDING_HEADER_BUTTON_TEXT}
            <Icon name="arrowRight" size={16} />
          </Cta>
          <Drawer
            id="ld-menu"
            label={t.menu}
            trigger={<Icon name="bars" size={22} />}
            triggerClassName="ld-icon-btn xl:hidden"
            panelClassName={PANEL}
            backdropClassName={VEIL}
            closeIcon={<Icon name="cross" size={22} />}
            closeLabel={t.close}
            closeClassName="ld-icon-btn absolute top-3 right-4"
          >
            <Menu ctx={ctx} look="sheet" />
            <div className="mt-auto flex flex-col gap-3 border-t border-[var(--ld-line)] pt-6">
              <Cta ctx={ctx} href={c.LANDING_HEADER_LINK_HREF} className="ld-btn border border-[var(--ld-line)] text-[var(--ld-fg)]">
                {c.LANDING_HEADER_LINK_TEXT}
              </Cta>
              <Cta ctx={ctx} href={c.LANDING_HEADER_BUTTON_HREF} className="ld-btn ld-btn-ink">
                {c.LANDING_HEADER_BUTTON_TEXT}
                <Icon name="arrowRight" size={16} />
              </Cta>
            </div>
          </Drawer>
        </div>
      </nav>
    </ScrollFrame>
  )
}
