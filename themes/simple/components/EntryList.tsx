// A page of entries with numbered pagination under it, or — past the last page — a line
// saying there is no more and a link back to the first page.
import { pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { previewsOf } from '@/lib/theme-kit/preview'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { simpleConfig } from '../config'
import { AdSlot } from '@/lib/ads/AdSlot'
import Pagination, { ListEnd } from './Pagination'
import PostEntry from './PostEntry'

export default async function EntryList({ ctx, posts, page, totalPages, root }: { ctx: ThemeContext; posts: Post[]; page: number; totalPages: number; root: string }) {
  if (page > totalPages || posts.length === 0) return <ListEnd ctx={ctx} text={labels(ctx).noMore} back={pageHref(root, 1)} />
  const previews = simpleConfig.SIMPLE_POST_LIST_PREVIEW ? await previewsOf(ctx.site, posts, ctx.config.POST_PREVIEW_LINES) : null
  return (
    <>
      <div className="simple-entries">
        {posts.map((p) => (
          <PostEntry key={p.id} ctx={ctx} post={p} preview={previews?.get(p.id)} />
        ))}
      </div>
      <AdSlot type="flow" className="mt-8" />
      {totalPages > 1 && <Pagination ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </>
  )
}
