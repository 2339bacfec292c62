// The home list (the full-screen cover with the typing greeting above its first page) and the
// category / tag lists (their name on the site cover).
import type { ListProps } from '@/lib/theme-kit/types'
import { HomeCover, TitleBand } from '../components/Bands'
import Feed from '../components/Feed'
import Frame from '../components/Frame'
import { hexoConfig } from '../config'
import { Glyph } from '../icons'
import { words } from '../words'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  const band = hexoConfig.HEXO_HOME_COVER && page === 1 ? <HomeCover ctx={ctx} /> : <TitleBand ctx={ctx} title={ctx.site.info.title} kicker={ctx.site.info.description} />
  return (
    <Frame ctx={ctx} band={band}>
      <Feed ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const w = words(ctx)
  const count = ctx.site.posts.filter((p) => (filter.kind === 'category' ? p.category === filter.value : p.tags.includes(filter.value))).length
  const kicker = (
    <span className="flex items-center gap-2">
      <Glyph name={filter.kind === 'category' ? 'folder' : 'tag'} size={16} />
      {filter.kind === 'category' ? w.category : w.tags}
    </span>
  )
  return (
    <Frame
      ctx={ctx}
      band={
        <TitleBand ctx={ctx} title={filter.value} kicker={kicker}>
          <p className="text-sm text-white/90">{w.postsN(count)}</p>
        </TitleBand>
      }
    >
      <Feed ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}
