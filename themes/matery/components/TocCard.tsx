// Desktop: the article's contents in a card on the right that stays in view while reading,
// the heading being read marked by a green bar (the kit's TocList).
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

export default function TocCard({ ctx, items }: { ctx: ThemeContext; items: TocEntry[] }) {
  const t = labels(ctx)
  return (
    <section className="m-toc-card m-sheet overflow-hidden">
      <h2 className="m-ink flex items-center gap-2 px-5 py-3 text-base font-semibold">
        <Icon name="toc" size={20} />
        {t.toc}
      </h2>
      <div className="max-h-[calc(100vh-14rem)] overflow-y-auto py-3 pr-2 text-[0.925rem]">
        <TocList items={items} indent={14} linkClassName="m-toc-link" />
      </div>
    </section>
  )
}
