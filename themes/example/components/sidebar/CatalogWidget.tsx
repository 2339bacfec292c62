// SLOT: catalog (TOC), desktop. An article's headings in the sidebar, the one being read in
// blue (the kit's TocList). It stays in view while the article scrolls. Phones use TocDrawer.
import { labels } from '@/lib/theme-kit/labels'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Widget from './Widget'

export default function CatalogWidget({ ctx, items }: { ctx: ThemeContext; items: TocEntry[] }) {
  return (
    <Widget title={labels(ctx).toc} className="example-catalog sticky top-4 hidden lg:block">
      <TocList items={items} indent={12} className="max-h-[60vh] overflow-y-auto" linkClassName="example-toc-link" />
    </Widget>
  )
}
