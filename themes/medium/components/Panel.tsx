// The right panel (xl and up), beside the reading column and as tall as the window: on an
// article with headings, two tabs, "TOC" and "About" (the kit's Tabs: arrow keys, ARIA roles);
// elsewhere the About side alone.
import Tabs from '@/lib/ui/kit/Tabs'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { mediumConfig } from '../config'
import About from './About'

export function Toc({ items }: { items: TocEntry[] }) {
  return <TocList items={items} indent={14} className="md-toc" listClassName="space-y-0" linkClassName="md-toc-link" />
}

export default function Panel({ ctx, toc }: { ctx: ThemeContext; toc: TocEntry[] }) {
  const t = labels(ctx)
  return (
    <aside
      aria-label={toc.length ? `${t.toc} / ${t.about}` : t.about}
      className="md-panel sticky top-0 hidden h-screen w-[22rem] shrink-0 self-start overflow-y-auto border-l border-[var(--md-line)] px-8 pb-12 xl:block"
    >
      {toc.length ? (
        <Tabs
          id="md-panel"
          label={`${t.toc} / ${t.about}`}
          initial={mediumConfig.MEDIUM_PANEL_TAB}
          items={[
            { key: 'toc', label: t.toc, panel: <Toc items={toc} /> },
            { key: 'about', label: t.about, panel: <About ctx={ctx} /> },
          ]}
          listClassName="sticky top-0 z-10 mb-7 flex h-[var(--md-bar)] items-end gap-7 border-b border-[var(--md-line)] bg-[var(--md-bg)]"
          tabClassName="md-tab"
          panelClassName="outline-none"
        />
      ) : (
        <div className="pt-8">
          <About ctx={ctx} />
        </div>
      )}
    </aside>
  )
}
