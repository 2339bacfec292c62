// The sticky bar over the reading column: the site's title (with its mark on phones, where the
// rail is gone), the search trigger and the light/dark switch. It slips away while the reader
// scrolls down and comes back on the way up (the kit's ScrollFrame sets data-swap).
// One way into search a screen: on phones and tablets it is the bottom bar's button, on wide
// desktops the right panel's box, so the bar's own trigger shows only between the two (lg to
// xl), and never on the search page, whose own box is the way in.
import Link from '@/lib/ui/Link'
import ScrollFrame from '@/lib/ui/kit/ScrollFrame'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { onSearchPage } from './About'
import DarkSwitch from './DarkSwitch'
import SiteMark from './SiteMark'

export default function TopBar({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <ScrollFrame
      id="md-top-bar"
      className="sticky top-0 z-30 h-[var(--md-bar)] border-b border-[var(--md-line)] bg-[var(--md-bg)] transition-transform duration-300 data-[swap=true]:-translate-y-full"
    >
      <div className="mx-auto flex h-full max-w-[44rem] items-center gap-3 px-5 md:px-8">
        <Link prefetch={false} href={ctx.href('/')} className="flex min-w-0 flex-1 items-center gap-2.5">
          <span className="lg:hidden">
            <SiteMark ctx={ctx} size={28} />
          </span>
          <span className="md-serif truncate text-xl font-bold tracking-tight">{ctx.site.info.title}</span>
        </Link>
        {!onSearchPage(ctx) && (
          <SearchTrigger
            label={t.search}
            className="hidden h-10 shrink-0 items-center gap-2 rounded-full bg-[var(--md-soft)] pr-5 pl-3.5 text-[var(--md-muted)] transition-colors hover:text-[var(--md-fg)] lg:flex xl:hidden"
          >
            <Glyph name="search" />
            <span className="text-sm">{t.searchPlaceholder}</span>
          </SearchTrigger>
        )}
        <DarkSwitch label={t.darkMode} className="md-icon-btn shrink-0" />
      </div>
    </ScrollFrame>
  )
}
