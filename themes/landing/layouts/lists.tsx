// The home and the category / tag lists. The home's first page is the product page: hero with
// the video, the three feature cards, the six-item grid, the testimonial, the latest posts,
// the recent comments (when shown) and the newsletter band. Its later pages (/page/2…) and the
// category and tag lists are plain rows of posts under a centred title.
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import { AdSlot } from '@/lib/ads/AdSlot'
import { format } from '@/lib/i18n'
import { labels } from '@/lib/theme-kit/labels'
import type { ListProps } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import Hero from '../components/Hero'
import LatestStrip from '../components/LatestStrip'
import Newsletter from '../components/Newsletter'
import PageIntro from '../components/PageIntro'
import PostRows from '../components/PostRows'
import { FeatureCards, FeatureGrid, Testimonial } from '../components/Sections'
import { postsOf } from '@/lib/site/site'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  const t = labels(ctx)
  if (page > 1) {
    return (
      <Frame ctx={ctx}>
        <PageIntro eyebrow={ctx.site.info.title} title={t.latestPosts} line={format(t.pageOf, { page, total: totalPages })} />
        <div className="ld-wrap max-w-4xl pt-12">
          <PostRows ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
        </div>
      </Frame>
    )
  }
  return (
    <Frame ctx={ctx}>
      <Hero ctx={ctx} />
      <FeatureCards ctx={ctx} />
      <FeatureGrid ctx={ctx} />
      <Testimonial ctx={ctx} />
      <LatestStrip ctx={ctx} />
      {showsRecentComments() && (
        <section aria-labelledby="ld-comments-title" className="ld-wrap mt-16 max-w-3xl">
          <h2 id="ld-comments-title" className="mb-4 text-xl font-bold text-[var(--ld-fg)]">
            {t.recentComments}
          </h2>
          <RecentComments strings={ctx.strings} />
        </section>
      )}
      <AdSlot type="flow" className="ld-wrap mt-16" />
      <Newsletter ctx={ctx} />
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const t = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  return (
    <Frame ctx={ctx}>
      <PageIntro eyebrow={filter.kind === 'category' ? t.category : t.tags} title={filter.kind === 'tag' ? `#${filter.value}` : filter.value} line={format(t.postCountN, { n: total })} />
      <div className="ld-wrap max-w-4xl pt-12">
        <PostRows ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
      </div>
    </Frame>
  )
}
