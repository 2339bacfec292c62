// The home list (the announcement on its first page, then one card a post and the numbered
// pager) and the category and tag lists (a card with the name and a timeline by year).
import { previewsOf } from '@/lib/theme-kit/preview'
import { pageHref } from '@/lib/site/pagination'
import Link from '@/lib/ui/Link'
import type { ListProps, ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { Glyph } from '../icons'
import Entry from '../components/Entry'
import Frame from '../components/Frame'
import Notice from '../components/Notice'
import Pager from '../components/Pager'
import { YearTimeline } from '../components/Timeline'
import { words } from '../words'
import { postsOf } from '@/lib/site/site'

/** A page past the end of its list: 'no more' and a way back to the first page. */
function PastTheEnd({ ctx, root }: { ctx: ThemeContext; root: string }) {
  const w = words(ctx)
  return (
    <div className="nx-card px-6 py-16 text-center">
      <p className="text-[var(--nx-muted)]">{w.noMore}</p>
      <Link href={ctx.href(pageHref(root, 1))} className="nx-btn mt-6">
        {w.backToFirst}
      </Link>
    </div>
  )
}

export async function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  const past = page > totalPages || posts.length === 0
  const previews = nextConfig.NEXT_POST_LIST_PREVIEW && !past ? await previewsOf(ctx.site, posts, ctx.config.POST_PREVIEW_LINES) : null
  return (
    <Frame ctx={ctx}>
      <h1 className="sr-only">{ctx.site.info.title}</h1>
      {nextConfig.NEXT_ANNOUNCEMENT && page === 1 && <Notice ctx={ctx} />}
      {past ? (
        <PastTheEnd ctx={ctx} root={root} />
      ) : (
        <>
          {posts.map((p, i) => (
            <Entry key={p.id} ctx={ctx} post={p} preview={previews?.get(p.id)} eager={i === 0} />
          ))}
          <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />
        </>
      )}
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const w = words(ctx)
  const isCategory = filter.kind === 'category'
  const total = postsOf(ctx.site, filter).length
  const past = page > totalPages || posts.length === 0
  return (
    <Frame ctx={ctx}>
      <section className="nx-card nx-page">
        <header className="nx-collection-head">
          <p className="nx-kicker">
            <Glyph name={isCategory ? 'folder' : 'tag'} size={12} />
            {isCategory ? w.oneCategory : w.oneTag}
          </p>
          <h1 className="nx-page-title">{filter.value}</h1>
          <p className="mt-1 text-sm text-[var(--nx-muted)]">{w.postsN(total)}</p>
        </header>
        {past ? (
          <p className="mt-8 text-center text-[var(--nx-muted)]">
            {w.noMore} ·{' '}
            <Link href={ctx.href(pageHref(root, 1))} className="nx-link">
              {w.backToFirst}
            </Link>
          </p>
        ) : (
          <div className="mt-8">
            <YearTimeline ctx={ctx} posts={posts} />
          </div>
        )}
      </section>
      {!past && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Frame>
  )
}
