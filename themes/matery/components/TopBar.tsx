// The top bar: transparent over the cover at the top of every page, a solid teal-green bar
// with a material shadow once the page scrolls (the kit's ScrollFrame sets data-solid; the
// colour layer fades in, see .m-bar in style.css). Logo, the menu row on large screens, search,
// and on phones and tablets a drawer from the left with the site's head and the menu column.
import Link from '@/lib/ui/Link'
import Drawer from '@/lib/ui/kit/Drawer'
import ScrollFrame from '@/lib/ui/kit/ScrollFrame'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import { labels } from '@/lib/theme-kit/labels'
import { siteStats } from '@/lib/theme-kit/facts'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'
import { BarMenu, SideMenu } from './NavMenu'
import SiteMark from './SiteMark'

const ROUND = 'grid h-10 w-10 place-items-center rounded-full transition-colors hover:bg-white/15'

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
  return (
    <ScrollFrame id="matery-bar" overCover className="m-bar fixed inset-x-0 top-0 z-40 h-16 text-white">
      <nav aria-label={t.navigation} className="mx-auto flex h-full max-w-6xl items-center gap-2 px-3 md:px-6">
        <Drawer
          id="matery-drawer"
          label={t.menu}
          trigger={<Icon name="menu" size={24} />}
          triggerClassName={`${ROUND} -ml-1 lg:hidden`}
          backdropClassName="fixed inset-0 z-50 bg-black/50 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
          panelClassName="fixed inset-y-0 left-0 z-50 flex w-[80vw] max-w-xs flex-col overflow-y-auto bg-[var(--m-card)] p-4 text-[var(--m-text)] shadow-[var(--m-z4)] outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:-translate-x-full"
          closeIcon={<Icon name="close" size={22} />}
          closeLabel={t.close}
          closeClassName="absolute top-3 right-3 z-10 grid h-9 w-9 place-items-center rounded-full text-white hover:bg-white/15"
        >
          <DrawerHead ctx={ctx} />
          <SideMenu ctx={ctx} />
        </Drawer>
        <Link href={ctx.href('/')} className="min-w-0 text-xl font-semibold tracking-wide">
          <SiteMark ctx={ctx} />
        </Link>
        <div className="ml-auto hidden lg:block">
          <BarMenu ctx={ctx} />
        </div>
        <SearchTrigger label={t.search} className={`${ROUND} max-lg:ml-auto`}>
          <Icon name="search" size={22} />
        </SearchTrigger>
      </nav>
    </ScrollFrame>
  )
}
