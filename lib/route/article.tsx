// Article and page routes: find the row, load its body (unless it is locked), render it with
// the renderer and hand it to the theme's Slug layout.
import 'server-only'
import { notFound } from 'next/navigation'
import { NotionPage } from '@/lib/render'
import { getArticle } from '@/lib/site/data'
import { imageUrl } from '@/lib/site/images'
import { withBase } from '@/lib/site/links'
import { findByPath, urlForId } from '@/lib/site/site'
import { routeContext, type VariantParams } from './context'
import { LockGate } from '@/lib/lock/LockGate'

export async function renderArticle(params: Promise<VariantParams>, href: string, unlocked = false) {
  const { ctx, layouts, site } = await routeContext(params, href)
  const post = findByPath(site, href)
  if (!post) notFound()
  const withBody = !post.locked || unlocked
  const article = await getArticle(site, post, withBody)
  const body = article.blockMap ? (
    <NotionPage
      recordMap={article.blockMap}
      pageId={post.id}
      options={{
        mapPageUrl: (id: string) => {
          // the renderer writes plain <a> tags: the sub path is ours to add
          const url = urlForId(site, id)
          return url ? withBase(ctx.config.SUB_PATH, ctx.href(url)) : null
        },
        mapImageUrl: (url: string, block: { id: string }) => withBase(ctx.config.SUB_PATH, imageUrl(url, { id: block.id }) ?? url),
        toc: article.toc,
        basePath: ctx.config.SUB_PATH,
        // themes draw the title, icon and cover in their own article header
        pageHeader: false,
      }}
    />
  ) : null
  const lock = withBody ? null : <LockGate postId={post.id} strings={ctx.strings} />
  return layouts.Slug({ ctx, article, body, lock })
}
