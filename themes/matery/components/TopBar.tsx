// The top bar: matery's solid teal-green app bar, flat at the top of the page and lifted by a
// material shadow once it scrolls (the kit's ScrollFrame sets data-solid, see .m-bar in
// style.css). Logo, the menu row where it fits on one line (menuRowFrom measures it from its
// words, so a longer locale gets a wider breakpoint), search, and below that a drawer from the
// left with the site's head and the menu column.
import Link from '@/lib/ui/Link'
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import Drawer from '@/lib/ui/kit/Drawer'
import ScrollFrame from '@/lib/ui/kit/ScrollFrame'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import { labels } from '@/lib/theme-kit/labels'
import { siteStats } from '@/lib/theme-kit/facts'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { materyConfig } from '../config'
import { Icon } from '../icons'
import { menuRowFrom, type RowFrom } from '../logic'
import { BarMenu, SideMenu, barEntries } from './NavMenu'
import SiteMark from './SiteMark'

const ROUND = 'grid h-10 w-10 place-items-center rounded-full transition-colors hover:bg-white/15'

/** the bar's content is at most 80rem wide (max-w-7xl) */
const BAR_MAX_PX = 1280
/** where the row shows and the drawer's button hides, per breakpoint (literal for Tailwind) */
const ROW_CLASSES: Record<RowFrom, { row: string; drawer: string }> = {
  lg: { row: 'hidden lg:block', drawer: 'lg:hidden' },
  xl: { row: 'hidden xl:block', drawer: 'xl:hidden' },
}
const NO_ROW = { row: 'hidden', drawer: '' }

function DrawerHead({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const s = siteStats(ctx)
  const facts = [
    { n: s.posts, label: t.postCount },
    { n: s.categories, label: t.category },
    { n: s.tags, label: t.tags },
  ]
  return (
    <div className="m-ink -mx-4 -mt-4 mb-3 px-5 pt-6 pb-5">
      <SiteMark ctx={ctx} size={40} className="text-xl font-bold" />
      {ctx.site.info.description && <p className="mt-2 text-sm leading-relaxed text-white/90">{ctx.site.info.description}</p>}
      <dl className="mt-4 grid grid-cols-3 text-center">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="text-xs text-white/85">{f.label}</dt>
            <dd className="text-lg font-bold tabular-nums">{f.n}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export default function TopBar({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const entries = barEntries(ctx).map((e) => ({ title: e.title, subMenu: e.subMenus.length > 0 }))
  const from = menuRowFrom(ctx.site.info.title, entries, BAR_MAX_PX)
  const fit = from ? ROW_CLASSES[from] : NO_ROW
  return (
    <ScrollFrame id="matery-bar" className="m-bar fixed inset-x-0 top-0 z-40 h-16 text-white">
      <nav aria-label={t.navigation} className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 md:px-6">
        <Drawer
          id="matery-drawer"
          label={t.menu}
          trigger={<Icon name="menu" size={24} />}
          triggerClassName={`${ROUND} -ml-1 ${fit.drawer}`}
          backdropClassName="fixed inset-0 z-50 bg-black/50 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
          panelClassName="fixed inset-y-0 left-0 z-50 flex w-[80vw] max-w-xs flex-col overflow-y-auto bg-[var(--m-card)] p-4 text-[var(--m-text)] shadow-[var(--m-z4)] outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:-translate-x-full"
          closeIcon={<Icon name="close" size={22} />}
          closeLabel={t.close}
          closeClassName="absolute top-3 right-3 z-10 grid h-9 w-9 place-items-center rounded-full text-white hover:bg-white/15"
        >
          <DrawerHead ctx={ctx} />
          <SideMenu ctx={ctx} />
        </Drawer>
        <Link href={ctx.href('/')} className="min-w-0 text-lg font-semibold tracking-wide max-md:leading-tight md:text-xl">
          <SiteMark ctx={ctx} wrap />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <div className={fit.row}>
            <BarMenu ctx={ctx} />
          </div>
          <SearchTrigger label={t.search} className={ROUND}>
            <Icon name="search" size={22} />
          </SearchTrigger>
          {/* phones: light/dark here rather than floating over the text (FabGroup) */}
          {materyConfig.MATERY_WIDGET_DARK_MODE && (
            <DarkModeToggle label={t.darkMode} className={`${ROUND} md:hidden`}>
              <Icon name="sun" size={22} className="hidden dark:block" />
              <Icon name="moon" size={22} className="dark:hidden" />
            </DarkModeToggle>
          )}
        </div>
      </nav>
    </ScrollFrame>
  )
}
