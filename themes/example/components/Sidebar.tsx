// SLOT: sidebar. The right column (below the content on phones): about/info, categories, tags,
// latest posts, announcement, recent comments, and on articles the catalog, which stays in view.
// Each widget is its own file under sidebar/ and can be switched off in config.ts.
import { labels } from '@/lib/theme-kit/labels'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { exampleConfig as cfg } from '../config'
import CategoryList from './CategoryList'
import AboutWidget from './sidebar/AboutWidget'
import AnnouncementWidget from './sidebar/AnnouncementWidget'
import CatalogWidget from './sidebar/CatalogWidget'
import LatestPostsWidget from './sidebar/LatestPostsWidget'
import RecentCommentsWidget from './sidebar/RecentCommentsWidget'
import Widget from './sidebar/Widget'
import TagList from './TagList'

export default function Sidebar({ ctx, toc }: { ctx: ThemeContext; toc?: TocEntry[] }) {
  const t = labels(ctx)
  return (
    <aside className="example-sidebar flex w-full shrink-0 flex-col gap-6 lg:w-72">
      {cfg.EXAMPLE_WIDGET_ABOUT && <AboutWidget ctx={ctx} />}
      {cfg.EXAMPLE_WIDGET_CATEGORIES && ctx.site.categories.length > 0 && (
        <Widget title={t.category}>
          <CategoryList ctx={ctx} />
        </Widget>
      )}
      {cfg.EXAMPLE_WIDGET_TAGS && ctx.site.tags.length > 0 && (
        <Widget title={t.tags}>
          <TagList ctx={ctx} limit={ctx.config.PREVIEW_TAG_COUNT} />
        </Widget>
      )}
      {cfg.EXAMPLE_WIDGET_LATEST_POSTS && <LatestPostsWidget ctx={ctx} />}
      {cfg.EXAMPLE_WIDGET_ANNOUNCEMENT && <AnnouncementWidget ctx={ctx} />}
      <RecentCommentsWidget ctx={ctx} />
      {toc && <CatalogWidget ctx={ctx} items={toc} />}
    </aside>
  )
}
