// The ruled bar under the masthead: the menu row on wide screens, a menu button opening a
// drawer on phones; search and the light/dark switch on the right at every width.
import type { ThemeContext } from '@/themes/types'
import Drawer from '@/lib/ui/kit/Drawer'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import { Preferences } from '@/lib/preferences/Preferences'
import { labels } from '@/lib/theme-kit/labels'
import { moreLabels } from '@/lib/theme-kit/more-labels'
import { CloseGlyph, MenuGlyph, MoonGlyph, SearchGlyph, SunGlyph } from '../icons'
import { MenuColumn, MenuRow } from './Menu'

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
  const m = moreLabels(ctx)
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
          backdropClassName="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
          panelClassName="fixed top-0 bottom-0 left-0 z-50 flex w-[82vw] max-w-xs flex-col overflow-y-auto border-r border-[var(--s-line)] bg-[var(--s-bg)] px-5 pt-3 pb-8 text-[var(--s-text)] outline-none transition-transform duration-200 data-[open=false]:invisible data-[open=false]:-translate-x-full"
          closeIcon={<CloseGlyph size={20} />}
          closeLabel={t.close}
          closeClassName="simple-icon-btn mb-2 self-end"
        >
          <p className="mb-2 border-b-2 border-[var(--s-strong-line)] pb-2 font-[family-name:var(--s-serif)] text-xl">{ctx.site.info.title}</p>
          <MenuColumn ctx={ctx} />
          <Preferences
            ctx={ctx}
            className="mt-6 flex items-center gap-2 text-sm"
            buttonClassName="grid h-9 w-9 place-items-center border border-[var(--s-line)] hover:border-[var(--s-red)] hover:text-[var(--s-red)]"
            selectClassName="h-9 border border-[var(--s-line)] bg-[var(--s-bg)] px-2 text-[var(--s-text)]"
          />
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
