// The left column (large screens): the logo block and the menu in one card that scrolls away,
// then a sticky card: on articles the numbered TOC (heading being read marked) above a short
// site overview, elsewhere the full overview; recent comments under it when they are on.
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { words } from '../words'
import Brand from './Brand'
import Nav from './Nav'
import Overview from './Overview'

function Toc({ items, title }: { items: TocEntry[]; title: string }) {
  return (
    <>
      <h2 className="nx-panel-title">
        <Glyph name="toc" size={13} />
        {title}
      </h2>
      <TocList items={items} indent={12} className="nx-toc" listClassName="nx-toc-list" linkClassName="nx-toc-link" />
    </>
  )
}

export default function Aside({ ctx, toc }: { ctx: ThemeContext; toc: TocEntry[] | null }) {
  const w = words(ctx)
  return (
    <aside className="nx-aside hidden w-60 shrink-0 flex-col gap-3 lg:order-1 lg:flex">
      <div className="nx-card overflow-hidden">
        <Brand ctx={ctx} />
        <Nav ctx={ctx} searchOpens />
      </div>
      <div className="sticky top-3 flex flex-col gap-3">
        <div className="nx-card overflow-hidden">
          {toc ? (
            <>
              <div className="nx-toc-scroll max-h-[calc(100vh-15rem)] overflow-y-auto px-4 pt-4 pb-3">
                <Toc items={toc} title={w.toc} />
              </div>
              <Overview ctx={ctx} compact />
            </>
          ) : (
            <Overview ctx={ctx} />
          )}
        </div>
        {showsRecentComments() && (
          <section className="nx-card px-4 py-4">
            <h2 className="nx-panel-title">
              <Glyph name="comment" size={13} />
              {w.recentComments}
            </h2>
            <div className="text-sm">
              <RecentComments strings={ctx.strings} />
            </div>
          </section>
        )}
      </div>
    </aside>
  )
}
