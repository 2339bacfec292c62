// The home page and the category and tag lists: the photo grid from edge to edge. A filtered
// list opens with a thin strip naming what it shows.
import { format } from '@/lib/i18n'
import { labels } from '@/lib/theme-kit/labels'
import type { ListProps } from '@/lib/theme-kit/types'
import ListBody from '../components/ListBody'
import Shell from '../components/Shell'
import { Icon } from '../icons'
import { postsOf } from '@/lib/site/site'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  return (
    <Shell ctx={ctx} cards>
      <h1 className="sr-only">{ctx.site.info.title}</h1>
      <ListBody ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Shell>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const t = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  return (
    <Shell ctx={ctx} cards>
      <header className="pl-strip">
        <Icon name={filter.kind === 'category' ? 'folder' : 'tag'} size={18} />
        <span className="text-sm text-[var(--pl-muted)]">{filter.kind === 'category' ? t.category : t.tags}</span>
        <h1 className="min-w-0 truncate text-lg font-semibold">{filter.value}</h1>
        <span className="ml-auto text-sm text-[var(--pl-muted)]">{format(t.postCountN, { n: total })}</span>
      </header>
      <ListBody ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Shell>
  )
}
