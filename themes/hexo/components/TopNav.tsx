// The top bar. Every hexo page opens on a dark cover, so at the very top the bar is transparent
// with white words over it; once the reader scrolls it turns solid (the kit's ScrollFrame sets
// data-white / data-solid). Wide screens show the menu; phones get it in a drawer.
import Link from '@/lib/ui/Link'
import Drawer from '@/lib/ui/kit/Drawer'
import ScrollFrame from '@/lib/ui/kit/ScrollFrame'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { words } from '../words'
import { DrawerMenu, TopMenu } from './Menus'

const BAR =
  'hexo-topnav group/nav fixed inset-x-0 top-0 z-40 h-14 transition-shadow duration-300 ' +
  'data-[white=true]:bg-linear-to-b data-[white=true]:from-black/45 data-[white=true]:to-transparent data-[white=true]:text-white ' +
  'data-[solid=true]:bg-[var(--hx-card)] data-[solid=true]:text-[var(--hx-ink)] data-[solid=true]:shadow-[0_2px_12px_-4px_rgb(0_0_0/0.18)]'

const ICON_BTN = 'flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-black/10 group-data-[white=true]/nav:hover:bg-white/15 dark:hover:bg-white/10'

function SiteName({ ctx }: { ctx: ThemeContext }) {
  const { icon, title } = ctx.site.info
  const picture = icon && /^(https?:|\/)/.test(icon)
  return (
    <Link href={ctx.href('/')} className="flex min-w-0 items-center gap-2 text-lg font-semibold tracking-wide">
      {picture ? (
        <img src={ctx.asset(icon)} alt="" width={26} height={26} className="h-[26px] w-[26px] rounded-full object-cover" />
      ) : icon ? (
        <span aria-hidden="true">{icon}</span>
      ) : null}
      <span className="truncate">{title}</span>
    </Link>
  )
}

export default function TopNav({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  return (
    <ScrollFrame id="hexo-topnav" overCover className={BAR}>
      <nav aria-label={w.navigation} className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 [text-shadow:0_1px_3px_rgb(0_0_0/0.35)] group-data-[solid=true]/nav:[text-shadow:none]">
        <SiteName ctx={ctx} />
        <div className="flex items-center gap-3">
          <div className="hidden lg:block">
            <TopMenu ctx={ctx} />
          </div>
          <SearchTrigger label={w.search} className={ICON_BTN}>
            <Glyph name="search" size={19} />
          </SearchTrigger>
          <Drawer
            id="hexo-nav-drawer"
            label={w.menu}
            trigger={<Glyph name="menu" size={22} />}
            triggerClassName={`${ICON_BTN} lg:hidden`}
            backdropClassName="fixed inset-0 z-50 bg-black/45 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
            panelClassName="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-[var(--hx-card)] p-5 text-[var(--hx-ink)] shadow-2xl outline-none [text-shadow:none] transition-transform duration-300 data-[open=false]:invisible data-[open=false]:translate-x-full"
            closeIcon={<Glyph name="close" size={20} />}
            closeLabel={w.close}
            closeClassName="self-end rounded-full p-2 hover:bg-[var(--hx-soft)]"
          >
            <p className="border-b border-[var(--hx-line)] pb-3 text-lg font-semibold">{ctx.site.info.title}</p>
            <DrawerMenu ctx={ctx} />
          </Drawer>
        </div>
      </nav>
    </ScrollFrame>
  )
}
