// The home and the filtered lists. The home's first page opens on the hero banner (title and
// typed lines), later pages and category/tag lists on a banner with their title; on each the
// category buttons, the announcement and the cards rise over the band's lower edge.
import { labels } from '@/lib/theme-kit/labels'
import { format } from '@/lib/i18n'
import type { ListProps } from '@/lib/theme-kit/types'
import Announcement from '../components/Announcement'
import CardGrid from '../components/CardGrid'
import CategoryChips from '../components/CategoryChips'
import { Banner, Hero } from '../components/CoverBand'
import Frame from '../components/Frame'
import { materyConfig } from '../config'
import { Icon } from '../icons'
import { postsOf } from '@/lib/site/site'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  const c = materyConfig
  const hero = c.MATERY_HERO_ENABLE && page === 1
  const r = labels(ctx)
  const band = hero ? (
    <Hero ctx={ctx} />
  ) : (
    <Banner ctx={ctx} title={ctx.site.info.title} note={page > 1 ? format(r.pageN, { n: page }) : ctx.site.info.description} />
  )
  return (
    <Frame ctx={ctx} band={band}>
      <div className="relative mx-auto -mt-12 flex max-w-6xl flex-col gap-10 px-4 md:px-6">
        {c.MATERY_CATEGORY_CHIPS && <CategoryChips ctx={ctx} current={null} />}
        {c.MATERY_NOTICE && page === 1 && <Announcement ctx={ctx} />}
        <CardGrid ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} filter={null} eagerFirst={!hero} />
      </div>
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const r = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  const isCategory = filter.kind === 'category'
  const band = (
    <Banner
      ctx={ctx}
      glyph={<Icon name={isCategory ? 'folder' : 'tag'} size={26} />}
      title={isCategory ? filter.value : `#${filter.value}`}
      note={page > 1 ? `${format(r.postCountN, { n: total })} · ${format(r.pageN, { n: page })}` : format(r.postCountN, { n: total })}
    />
  )
  return (
    <Frame ctx={ctx} band={band}>
      <div className="relative mx-auto -mt-12 flex max-w-6xl flex-col gap-10 px-4 md:px-6">
        {isCategory && materyConfig.MATERY_CATEGORY_CHIPS && <CategoryChips ctx={ctx} current={filter.value} />}
        <CardGrid ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} filter={filter} eagerFirst />
      </div>
    </Frame>
  )
}
