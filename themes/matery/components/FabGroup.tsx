// The floating button group, bottom right: the contents drawer (articles, below lg), search,
// light/dark, and back to the top (once the page has scrolled). Round teal-green buttons with
// a material shadow. Phones get one smaller button over the text, as other themes do: search
// and light/dark are in the top bar there; an article floats its contents button, a list its
// back-to-top button once scrolled (style.css).
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import ToTop from '@/lib/ui/kit/ToTop'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { materyConfig } from '../config'
import { Icon } from '../icons'
import TocSheet from './TocSheet'

export default function FabGroup({ ctx, toc }: { ctx: ThemeContext; toc: TocEntry[] | null }) {
  const t = labels(ctx)
  const c = materyConfig
  return (
    <div className="m-fabs fixed right-4 bottom-5 z-30 flex flex-col-reverse items-center gap-3 md:right-6 md:bottom-8">
      {c.MATERY_WIDGET_TO_TOP && (
        <ToTop
          label={t.toTop}
          className="m-fab data-[shown=false]:pointer-events-none data-[shown=false]:translate-y-3 data-[shown=false]:opacity-0"
        >
          <Icon name="up" size={22} />
        </ToTop>
      )}
      {c.MATERY_WIDGET_DARK_MODE && (
        <DarkModeToggle label={t.darkMode} className="m-fab max-md:hidden">
          <Icon name="sun" size={22} className="hidden dark:block" />
          <Icon name="moon" size={22} className="dark:hidden" />
        </DarkModeToggle>
      )}
      {c.MATERY_WIDGET_SEARCH && (
        <SearchTrigger label={t.search} className="m-fab max-md:hidden">
          <Icon name="search" size={22} />
        </SearchTrigger>
      )}
      {toc && <TocSheet ctx={ctx} items={toc} />}
    </div>
  )
}
