// A page of a list (home, category, tag): the photo grid and the numbered pages under it; past
// the last page, a short "no more" line and the way back to page 1.
import { AdSlot } from '@/lib/ads/AdSlot'
import { pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Pager from './Pager'
import PhotoGrid, { cardOf } from './PhotoGrid'

export function NoMore({ ctx, text, root }: { ctx: ThemeContext; text: string; root: string }) {
  const t = labels(ctx)
  return (
    <div className="flex flex-col items-center gap-5 px-6 py-24 text-center">
      <p className="text-[var(--pl-muted)]">{text}</p>
      <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="pl-button">
        {t.backToFirst}
      </Link>
    </div>
  )
}

export default function ListBody({ ctx, posts, page, totalPages, root, label }: { ctx: ThemeContext; posts: Post[]; page: number; totalPages: number; root: string; label?: string }) {
  const t = labels(ctx)
  if (page > totalPages || posts.length === 0) return <NoMore ctx={ctx} text={t.noMore} root={root} />
  const first = (page - 1) * ctx.config.POSTS_PER_PAGE + 1
  return (
    <>
      <PhotoGrid ctx={ctx} cards={posts.map(cardOf)} first={first} label={label} />
      <AdSlot type="flow" className="mx-auto mt-6 max-w-5xl px-4" />
      <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />
    </>
  )
}
