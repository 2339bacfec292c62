// The sticky bar over the reading column: the site's title (with its mark on phones, where the
// rail is gone), the search trigger and the light/dark switch. It slips away while the reader
// scrolls down and comes back on the way up (the kit's ScrollFrame sets data-swap).
import Link from '@/lib/ui/Link'
import ScrollFrame from '@/lib/ui/kit/ScrollFrame'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
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
        <SearchTrigger
          label={t.search}
          className="flex h-10 shrink-0 items-center gap-2 rounded-full text-[var(--md-muted)] transition-colors hover:text-[var(--md-fg)] max-md:w-10 max-md:justify-center md:bg-[var(--md-soft)] md:pr-5 md:pl-3.5"
        >
          <Glyph name="search" />
          <span className="text-sm max-md:hidden">{t.searchPlaceholder}</span>
        </SearchTrigger>
        <DarkSwitch label={t.darkMode} className="md-icon-btn shrink-0" />
      </div>
    </ScrollFrame>
  )
}
