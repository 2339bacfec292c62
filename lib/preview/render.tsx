// An editor's preview of one row of the blog's database (lib/preview/sign.ts lets them in):
// the row and its body as the source has them now, read past every cache and kept in none,
// drawn by the theme's own Slug layout with a bar saying it is a preview. Whatever the row's
// status and date; locked or not (the signed link is the editor's key).
import 'server-only'
import { cache } from 'react'
import type { Block, ExtendedRecordMap } from 'notion-types'
import { getConfig } from '@/lib/config'
import { format } from '@/lib/i18n/format'
import { setDateLocale } from '@/lib/render/dates'
import { articleParts } from '@/lib/route/article'
import { themeContext, type PageLang } from '@/lib/route/context'
import { editionByPrefix, editionPath } from '@/lib/site/editions'
import { rowToPost } from '@/lib/site/posts'
import { indexSchema, readDatabase, RowReader } from '@/lib/site/properties'
import type { Post } from '@/lib/site/types'
import { canOpen } from '@/lib/site/visibility'
import type { ThemeModule } from '@/lib/theme-kit/types'
import { getStore } from '@/lib/workspace'
import { getBlock, toUuid } from '@/lib/workspace/records'
import { PREVIEW_SEGMENT } from '@/lib/route/address'

/** The row `id` as the source has it now, with its page; null when it is no row of the blog's
 * database. Once per request (React's cache): the metadata and the page read it together. */
const freshRow = cache(async (prefix: string, id: string): Promise<{ post: Post; page: ExtendedRecordMap } | null> => {
  const store = getStore(editionByPrefix(prefix))
  const db = await store.getDatabase()
  const page = await store.readFresh(id)
  const block = getBlock(page, toUuid(id)) as Block | undefined
  const { collection } = readDatabase(db)
  // a row of this database only (a new row may not be in the copy held yet: its parent says)
  if (!block || !collection || block.parent_table !== 'collection' || block.parent_id !== collection.id || block.alive === false) return null
  const post = rowToPost(block, new RowReader(indexSchema(collection), block), getConfig())
  return post && (post.type === 'Post' || post.type === 'Page') ? { post, page } : null
})

export async function renderPreview(theme: ThemeModule, pageLang: PageLang, id: string) {
  const row = await freshRow(pageLang.edition.prefix, id)
  if (!row) return null
  setDateLocale(pageLang.lang)
  const ctx = await themeContext(theme, pageLang, `/${PREVIEW_SEGMENT}/${row.post.id}`)
  // a row readers can open keeps its address (its links, its neighbours); others show at the preview's
  const known = ctx.site.byId.get(row.post.id)
  const held = known && canOpen(ctx.site.views.get(known.id) ?? 'hidden', false) ? known : null
  const post: Post = { ...row.post, href: held?.href ?? ctx.path, slug: held?.slug ?? row.post.slug }
  const parts = await articleParts(ctx, post, true, undefined, async () => row.page)
  const t = ctx.strings.POST
  return (
    <>
      {theme.layouts.Slug({ ctx, ...parts })}
      <PreviewBar
        title={t.PREVIEW}
        status={format(t.PREVIEW_STATUS, { status: post.status || '—' })}
        exit={t.PREVIEW_EXIT}
        exitHref={`${ctx.config.SUB_PATH}/api/preview/exit?to=${encodeURIComponent(editionPath(pageLang.edition, held ? held.href : '/'))}`}
      />
    </>
  )
}

/** The page title of a preview, for its metadata. */
export async function previewTitle({ edition }: PageLang, id: string): Promise<string | null> {
  const row = await freshRow(edition.prefix, id).catch(() => null)
  return row ? row.post.title : null
}

/** Bottom left, over everything: what this is, the row's status, and the way out (a plain link). */
function PreviewBar({ title, status, exit, exitHref }: { title: string; status: string; exit: string; exitHref: string }) {
  return (
    <div
      data-preview-bar=""
      role="status"
      className="fixed bottom-4 left-4 z-[2147483000] flex items-center gap-3 rounded-full bg-amber-400 py-1.5 pr-1.5 pl-4 text-sm font-semibold text-neutral-900 shadow-xl ring-1 ring-black/10"
    >
      <span>{title}</span>
      <span className="font-normal">{status}</span>
      <a href={exitHref} className="rounded-full bg-neutral-900 px-3 py-1 text-white hover:bg-neutral-700">
        {exit}
      </a>
    </div>
  )
}
