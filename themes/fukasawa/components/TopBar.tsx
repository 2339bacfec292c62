// The bar above the content. Phones: a sticky white bar with the menu button (the sidebar's
// content in a drawer from the left), the site title, search and the light/dark switch.
// Desktop: the same row on the grey page, with the button that folds the sidebar away
// (remembered in this browser) in place of the menu button.
import Drawer from '@/lib/ui/kit/Drawer'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import Toggle from '@/lib/ui/kit/Toggle'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { fukasawaConfig as fk } from '../config'
import { Glyph } from '../icons'
import DarkButton from './DarkButton'
import Side, { Brand } from './Side'

/** The attribute on <html> while the desktop sidebar is folded away, and where it is kept. */
export const ASIDE_CLOSED = 'data-fk-aside-closed'
export const ASIDE_MEMORY = 'fukasawa:aside-closed'
export const ASIDE_ID = 'fk-aside'

export default function TopBar({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = labels(ctx)
  return (
    <header className="fk-bar sticky top-0 z-30 flex h-14 items-center gap-1 bg-[var(--fk-card)] px-2 shadow-[0_1px_0_var(--fk-line)] lg:static lg:h-16 lg:bg-transparent lg:px-5 lg:shadow-none">
      <Drawer
        id="fk-menu-drawer"
        label={t.menu}
        trigger={<Glyph name="menu" size={22} />}
        triggerClassName="fk-icon-btn lg:hidden"
        backdropClassName="fixed inset-0 z-50 bg-black/45 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
        panelClassName="fixed inset-y-0 left-0 z-50 w-[86vw] max-w-[20rem] overflow-y-auto bg-[var(--fk-card)] px-7 pt-14 pb-10 text-[var(--fk-ink)] shadow-2xl outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:-translate-x-full"
        closeIcon={<Glyph name="close" size={20} />}
        closeLabel={t.close}
        closeClassName="fk-icon-btn absolute top-3 right-3"
        lazy
      >
        <Side ctx={ctx} where="drawer" />
      </Drawer>
      {fk.FUKASAWA_SIDEBAR_COLLAPSIBLE && (
        <Toggle
          attr={ASIDE_CLOSED}
          controls={ASIDE_ID}
          remember={ASIDE_MEMORY}
          label={f.closeSidebar}
          onLabel={f.openSidebar}
          className="fk-icon-btn hidden lg:flex"
        >
          <Glyph name="menu" size={22} />
        </Toggle>
      )}
      <Brand ctx={ctx} className="fk-brand-sm mx-1 lg:hidden" />
      <span className="flex-1" />
      <SearchTrigger label={t.search} className="fk-icon-btn">
        <Glyph name="search" size={20} />
      </SearchTrigger>
      <DarkButton label={t.darkMode} className="fk-icon-btn" />
    </header>
  )
}
