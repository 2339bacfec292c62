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
import type { ThemeContext } from '@/themes/types'
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
          <Slot wide>
            <Drawer
              id="md-toc-sheet"
              label={t.toc}
              trigger={<Face glyph="toc" caption={t.toc} />}
              triggerClassName={SLOT}
              backdropClassName={BACKDROP}
              panelClassName="fixed inset-x-0 bottom-0 z-50 max-h-[70vh] overflow-y-auto rounded-t-2xl bg-[var(--md-bg)] px-6 pt-5 pb-[calc(2rem+env(safe-area-inset-bottom))] text-[var(--md-fg)] shadow-2xl outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:translate-y-full lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-96 lg:rounded-2xl"
              closeIcon={<Glyph name="close" />}
              closeLabel={t.close}
              closeClassName={CLOSE}
              lazy
            >
              <p className="mb-4 pr-12 text-base font-semibold">{t.toc}</p>
              <Toc items={toc} />
            </Drawer>
          </Slot>
        )}
        <Slot wide>
          <Drawer
            id="md-menu-sheet"
            label={t.menu}
            trigger={<Face glyph="menu" caption={t.menu} />}
            triggerClassName={SLOT}
            backdropClassName={BACKDROP}
            panelClassName="fixed inset-y-0 right-0 z-50 w-[88vw] max-w-sm overflow-y-auto bg-[var(--md-bg)] px-6 pt-16 pb-10 text-[var(--md-fg)] shadow-2xl outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:translate-x-full"
            closeIcon={<Glyph name="close" />}
            closeLabel={t.close}
            closeClassName={CLOSE}
          >
            <MenuSheet ctx={ctx} />
          </Drawer>
        </Slot>
      </ul>
    </div>
  )
}
