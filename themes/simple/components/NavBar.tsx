// The ruled bar under the masthead: the menu row on wide screens, a menu button opening a
// drawer on phones; search and the light/dark switch on the right at every width.
import type { ThemeContext } from '@/lib/theme-kit/types'
import Drawer from '@/lib/ui/kit/Drawer'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import { Preferences } from '@/lib/preferences/Preferences'
import { labels } from '@/lib/theme-kit/labels'
import { CloseGlyph, MenuGlyph, MoonGlyph, SearchGlyph, SunGlyph } from '../icons'
import { PICKER_CLASSES } from '../logic'
import { MenuColumn, MenuRow } from './Menu'
import { SHADE, SHEET } from './TocDrawer'

export function DarkSwitch({ ctx, className }: { ctx: ThemeContext; className: string }) {
  return (
    <DarkModeToggle label={labels(ctx).darkMode} className={className}>
      <MoonGlyph size={18} className="block dark:hidden" />
      <SunGlyph size={18} className="hidden dark:block" />
    </DarkModeToggle>
  )
}

export default function NavBar({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const m = labels(ctx)
  return (
    <nav aria-label={t.navigation} className="simple-nav border-y border-[var(--s-line)]">
      <div className="mx-auto flex h-12 max-w-[1200px] items-center justify-between px-2 md:px-3">
        <div className="hidden lg:block">
          <MenuRow ctx={ctx} />
        </div>
        <Drawer
          id="simple-menu-drawer"
          label={t.menu}
          trigger={
            <>
              <MenuGlyph size={20} />
              <span className="text-sm tracking-widest uppercase">{m.menuTitle}</span>
            </>
          }
          triggerClassName="flex h-10 items-center gap-2 px-3 hover:text-[var(--s-red)] lg:hidden"
          backdropClassName={SHADE}
          panelClassName={`${SHEET} left-0 flex flex-col border-r data-[open=false]:-translate-x-full`}
          closeIcon={<CloseGlyph size={20} />}
          closeLabel={t.close}
          closeClassName="simple-icon-btn mb-2 self-end"
        >
          <p className="mb-2 border-b-2 border-[var(--s-strong-line)] pb-2 font-[family-name:var(--s-serif)] text-xl">{ctx.site.info.title}</p>
          <MenuColumn ctx={ctx} />
          <div className="mt-6">
            <Preferences ctx={ctx} {...PICKER_CLASSES} />
          </div>
        </Drawer>
        <div className="flex items-center">
          <SearchTrigger label={t.search} className="simple-icon-btn">
            <SearchGlyph size={18} />
          </SearchTrigger>
          <DarkSwitch ctx={ctx} className="simple-icon-btn" />
        </div>
      </div>
    </nav>
  )
}
