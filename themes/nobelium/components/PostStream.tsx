// A page of a list: the text-only entries, then previous / next. A page past the end says
// there is no more and leads back to the first page.
import Link from '@/lib/ui/Link'
import { pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { previewsOf } from '@/lib/theme-kit/preview'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nobeliumConfig } from '../config'
import Pager from './Pager'
import PostEntry from './PostEntry'

export default async function PostStream({ ctx, posts, page, totalPages, root }: { ctx: ThemeContext; posts: Post[]; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  if (page > totalPages || posts.length === 0) {
    return (
      <div className="nb-empty py-16 text-center text-[var(--nb-muted)]">
        <p>{t.noMore}</p>
        <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="nb-a mt-3 inline-block text-[var(--nb-fg)] underline">
          {t.backToFirst}
        </Link>
      </div>
    )
  }
  const cfg = nobeliumConfig
  const previews = cfg.NOBELIUM_POST_LIST_PREVIEW ? await previewsOf(ctx.site, posts, ctx.config.POST_PREVIEW_LINES) : null
  return (
    <>
      <div className="nb-stream flex flex-col gap-9">
        {posts.map((p) => (
          <PostEntry key={p.id} ctx={ctx} post={p} text={previews?.get(p.id) ?? (cfg.NOBELIUM_POST_LIST_SUMMARY ? p.summary : undefined)} />
        ))}
      </div>
      <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />
    </>
  )
}
