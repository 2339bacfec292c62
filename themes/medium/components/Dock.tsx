// Phones and tablets: the menu bar fixed at the bottom (home, search, archive, the TOC on an
// article, the menu sheet). Between tablet and wide desktop, where the left rail is back but the
// right panel is not yet, only the TOC and About buttons stay, as a small floating stack. The
// page keeps its bottom clear of the bar (Shell pads it by --md-dock).
// No backdrop filter here: it would make the bar the frame of its drawers' fixed panels.
import Link from '@/lib/ui/Link'
import Drawer from '@/lib/ui/kit/Drawer'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import type { ReactNode } from 'react'
import { Glyph, type GlyphName } from '../icons'
import MenuSheet from './MenuSheet'
import { Toc } from './Panel'

const SLOT = 'flex h-full w-full flex-col items-center justify-center gap-0.5 text-[var(--md-muted)] transition-colors hover:text-[var(--md-fg)] lg:h-11 lg:w-11 lg:rounded-full lg:hover:bg-[var(--md-soft)]'
const CLOSE = 'absolute top-3 right-3 md-icon-btn'
const BACKDROP = 'fixed inset-0 z-40 bg-black/40 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0'

function Face({ glyph, caption }: { glyph: GlyphName; caption: string }) {
  return (
    <>
      <Glyph name={glyph} size={22} />
      <span className="text-[0.6875rem] leading-4 lg:hidden">{caption}</span>
    </>
  )
}

const SHEET = 'fixed z-50 overflow-y-auto bg-[var(--md-bg)] text-[var(--md-fg)] shadow-2xl outline-none transition-transform duration-300 data-[open=false]:invisible'
/** the TOC: a sheet rising from the bottom (a card at the bottom right on tablets) */
const TOC_PANEL = `${SHEET} inset-x-0 bottom-0 max-h-[70vh] rounded-t-2xl px-6 pt-5 pb-[calc(2rem+env(safe-area-inset-bottom))] data-[open=false]:translate-y-full lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-96 lg:rounded-2xl`
/** the menu: a slide-over from the right */
const MENU_PANEL = `${SHEET} inset-y-0 right-0 w-[88vw] max-w-sm px-6 pt-16 pb-10 data-[open=false]:translate-x-full`

/** A dock button opening one of the kit's drawers (`lazy`: drawn on first open; only for
 * content that is all islands, since send-once leaves need their HTML in the page). */
function Sheet({ id, label, glyph, close, panel, lazy = false, children }: { id: string; label: string; glyph: GlyphName; close: string; panel: string; lazy?: boolean; children: ReactNode }) {
  return (
    <Slot wide>
      <Drawer
        id={id}
        label={label}
        trigger={<Face glyph={glyph} caption={label} />}
        triggerClassName={SLOT}
        backdropClassName={BACKDROP}
        panelClassName={panel}
        closeIcon={<Glyph name="close" />}
        closeLabel={close}
        closeClassName={CLOSE}
        lazy={lazy}
      >
        {children}
      </Drawer>
    </Slot>
  )
}

function Slot({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <li className={`h-full min-w-0 flex-1 lg:h-auto lg:flex-none ${wide ? '' : 'lg:hidden'}`}>{children}</li>
}

export default function Dock({ ctx, toc }: { ctx: ThemeContext; toc: TocEntry[] }) {
  const t = labels(ctx)
  return (
    <div className="md-dock fixed inset-x-0 bottom-0 z-40 border-t border-[var(--md-line)] bg-[var(--md-bg)] pb-[env(safe-area-inset-bottom)] lg:inset-x-auto lg:right-6 lg:bottom-20 lg:rounded-full lg:border lg:p-1 lg:shadow-md xl:hidden">
      <ul className="mx-auto flex h-14 max-w-lg items-stretch lg:h-auto lg:flex-col lg:gap-1">
        <Slot>
          <Link prefetch={false} href={ctx.href('/')} aria-label={t.home} className={SLOT}>
            <Face glyph="home" caption={t.home} />
          </Link>
        </Slot>
        <Slot>
          <SearchTrigger label={t.search} className={SLOT}>
            <Face glyph="search" caption={t.search} />
          </SearchTrigger>
        </Slot>
        <Slot>
          <Link prefetch={false} href={ctx.href('/archive')} aria-label={t.archive} className={SLOT}>
            <Face glyph="archive" caption={t.archive} />
          </Link>
        </Slot>
        {toc.length > 0 && (
          <Sheet id="md-toc-sheet" label={t.toc} glyph="toc" close={t.close} panel={TOC_PANEL} lazy>
            <p className="mb-4 pr-12 text-base font-semibold">{t.toc}</p>
            <Toc items={toc} />
          </Sheet>
        )}
        <Sheet id="md-menu-sheet" label={t.menu} glyph="menu" close={t.close} panel={MENU_PANEL}>
          <MenuSheet ctx={ctx} />
        </Sheet>
      </ul>
    </div>
  )
}
