// Home and filtered lists. The home's first page gets the notice bar and the hero; every list
// gets the category bar and the post grid.
import type { ListProps } from '@/lib/theme-kit/types'
import Base from '../components/Base'
import CategoryBar from '../components/CategoryBar'
import Hero from '../components/Hero'
import NoticeBar from '../components/NoticeBar'
import PostGrid from '../components/PostGrid'
import { heoConfig } from '../config'
import { postsOf } from '@/lib/site/site'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  const hero = heoConfig.HEO_HOME_BANNER_ENABLE && page === 1
  const top = (
    <>
      {heoConfig.HEO_NOTICE_BAR && <NoticeBar ctx={ctx} />}
      {hero && <Hero ctx={ctx} />}
    </>
  )
  return (
    <Base ctx={ctx} top={top}>
      <h1 className="sr-only">{ctx.site.info.title}</h1>
      <CategoryBar ctx={ctx} current={null} />
      <PostGrid
        ctx={ctx}
        posts={posts}
        page={page}
        totalPages={totalPages}
        total={ctx.site.posts.length}
        root={root}
        filter={null}
        eagerFirst
      />
    </Base>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const total = postsOf(ctx.site, filter).length
  return (
    <Base ctx={ctx}>
      {filter.kind === 'category' ? (
        <>
          <h1 className="sr-only">{filter.value}</h1>
          <CategoryBar ctx={ctx} current={filter.value} />
        </>
      ) : (
        <h1 className="heo-card heo-list-title mb-4 flex h-12 items-center gap-2 px-4 text-lg font-bold">
          <span className="text-[var(--heo-accent)]">#</span>
          {filter.value}
          <span className="text-sm font-normal text-[var(--heo-muted)]">{total}</span>
        </h1>
      )}
      <PostGrid ctx={ctx} posts={posts} page={page} totalPages={totalPages} total={total} root={root} filter={filter} eagerFirst />
    </Base>
  )
}
