// The home page and the category and tag lists: the wall, and for a filtered list a small
// heading card saying what is shown.
import type { ListProps } from '@/lib/theme-kit/types'
import { labels } from '@/lib/theme-kit/labels'
import Frame from '../components/Frame'
import Wall from '../components/Wall'
import { Glyph } from '../icons'
import { postsOf } from '@/lib/site/site'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  return (
    <Frame ctx={ctx}>
      <h1 className="sr-only">{ctx.site.info.title}</h1>
      <Wall ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const t = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  return (
    <Frame ctx={ctx}>
      <header className="fk-list-head mx-auto mb-5 flex max-w-[72rem] items-center gap-3">
        <Glyph name={filter.kind === 'category' ? 'folder' : 'tag'} size={20} className="text-[var(--fk-link)]" />
        <span className="text-sm text-[var(--fk-muted)]">{filter.kind === 'category' ? t.category : t.tags}</span>
        <h1 className="text-xl font-bold">{filter.value}</h1>
        <span className="fk-count ml-auto">{total}</span>
      </header>
      <Wall ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}
