// LAYOUT NotFound (any unknown path, status 404): a large "404" in the title block with the
// hint to search, a link home, and the latest posts to read instead.
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
    <Frame ctx={ctx} title={<PageTitle title={title} subtitle={t.notFoundHint} />}>
      <p className="mb-10">
        <Link prefetch={false} href={ctx.href('/')} className="inline-block rounded bg-ex-accent-bg px-5 py-2 text-white hover:opacity-90">
          {t.backHome}
        </Link>
      </p>
      <PostsByDate ctx={ctx} posts={posts} />
    </Frame>
  )
}
