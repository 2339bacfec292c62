// A page of a list: the post rows and the numbered pagination; a page past the end says there
// is no more and leads back to the first page.
import Link from '@/lib/ui/Link'
import { pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Pages from './Pages'
import PostRow from './PostRow'

export default function PostRows({ ctx, posts, page, totalPages, root }: { ctx: ThemeContext; posts: Post[]; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  if (page > totalPages || posts.length === 0) {
    return (
      <div className="ld-empty flex flex-col items-center gap-4 py-16 text-center text-[var(--ld-muted)]">
        <p className="text-lg">{t.noMore}</p>
        <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="ld-btn ld-btn-ink">
          {t.backToFirst}
        </Link>
      </div>
    )
  }
  return (
    <>
      <div className="ld-rows flex flex-col gap-4">
        {posts.map((p) => (
          <PostRow key={p.id} ctx={ctx} post={p} />
        ))}
      </div>
      <Pages ctx={ctx} page={page} totalPages={totalPages} root={root} />
    </>
  )
}
