// LAYOUT NotFound (any unknown path, status 404): the title block says it — a large "404", the
// message, the hint to search and, right under them, the way home — then the latest posts to
// read instead, under their own heading.
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'
import PostsByDate from '../components/PostsByDate'
import { exampleConfig } from '../config'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const posts = ctx.site.posts.slice(0, exampleConfig.EXAMPLE_NOT_FOUND_POSTS)
  const title = (
    <>
      <span className="block text-7xl md:text-8xl">404</span>
      <span className="mt-2 block text-xl">{t.notFound}</span>
    </>
  )
  return (
    <Frame
      ctx={ctx}
      title={
        <PageTitle title={title} subtitle={t.notFoundHint}>
          <Link prefetch={false} href={ctx.href('/')} className="example-home mt-6 inline-block rounded bg-ex-accent-bg px-5 py-2 text-white hover:opacity-90">
            {t.backHome}
          </Link>
        </PageTitle>
      }
    >
      {posts.length > 0 && (
        <section aria-labelledby="example-latest">
          <h2 id="example-latest" className="mb-4 text-2xl font-light">
            {t.latestPosts}
          </h2>
          <PostsByDate ctx={ctx} posts={posts} />
        </section>
      )}
    </Frame>
  )
}
