// Article and page screens: load the body (unless it is locked), render it with the renderer
// and hand it to the theme's Slug layout.
//
// A body that was never loaded and cannot be loaded now (Notion down) gives a 200 page from the
// database row with a notice, not an error. ISR keeps it like any page, but the body is retried
// in the background and the page regenerated as soon as it loads (lib/site/heal.ts): once Notion
// answers, the real body replaces the notice within seconds, without anyone doing anything.
import 'server-only'
import type { ExtendedRecordMap } from 'notion-types'
import type { Strings } from '@/lib/i18n'
import { renderLabels } from '@/lib/i18n/render-labels'
import { NotionPage } from '@/lib/render'
import { getArticle, getSubArticle } from '@/lib/site/data'
import { pageUrlOf, type SubPage } from '@/lib/site/sub-pages'
import { imageUrl } from '@/lib/site/images'
import { heldDatabases } from '@/lib/site/current'
import { editionOfSite, editionPath } from '@/lib/site/editions'
import { shownRow } from '@/lib/site/site-rows'
import { withBase } from '@/lib/site/links'
import { LockGate } from '@/lib/lock/LockGate'
import { isStaticExport } from '@/lib/export/mode'
import { SEAL_END, SEAL_START, sealedAddress } from '@/lib/export/seal'
import type { Post } from '@/lib/site/types'
import type { ThemeContext, ThemeLayouts } from '@/lib/theme-kit/types'

/** What stands in for a body that cannot be loaded yet: the notice, then the row's summary. */
export function BodyUnavailable({ post, strings }: { post: Post; strings: Strings }) {
  return (
    <div className="notion">
      <div className="notion-callout notion-yellow_background" role="status" data-body-unavailable="">
        <span className="notion-callout-icon" aria-hidden="true">⏳</span>
        <div className="notion-callout-text">{strings.POST.BODY_UNAVAILABLE}</div>
      </div>
      {post.summary && <p className="notion-text">{post.summary}</p>}
    </div>
  )
}

/**
 * An article's parts: its data, the rendered body (null while locked) and the lock prompt (null
 * when open). One place decides what a reader may see, for the article screen and for a theme
 * that shows a Page elsewhere (gitbook's home shows its index page).
 */
export async function articleParts(ctx: ThemeContext, post: Post, unlocked: boolean, subPage?: SubPage, load?: () => Promise<ExtendedRecordMap>) {
  // a sub-page is locked with the post it is under
  const lockRow = subPage?.root ?? post
  const withBody = !lockRow.locked || unlocked
  const article = subPage ? await getSubArticle(subPage, withBody) : await getArticle(ctx.site, post, withBody, load)
  const dbs = heldDatabases()
  const body = article.blockMap ? (
    <NotionPage
      recordMap={article.blockMap}
      pageId={article.post.id}
      options={{
        mapPageUrl: (id: string) => {
          // the renderer writes plain <a> tags: the sub path is ours to add
          const url = pageUrlOf(ctx.site, id)
          return url ? withBase(ctx.config.SUB_PATH, ctx.href(url)) : null
        },
        mapImageUrl: (url: string, block: { id: string }) => withBase(ctx.config.SUB_PATH, imageUrl(url, { id: block.id }) ?? url),
        toc: article.toc,
        basePath: ctx.config.SUB_PATH,
        // themes draw the title, icon and cover in their own article header
        pageHeader: false,
        labels: renderLabels(ctx.strings),
        // a view of the site's own database: each row by its own rules, at its own address
        siteRow: (row, recordMap) => shownRow(recordMap, row, dbs, (site, href) => withBase(ctx.config.SUB_PATH, ctx.href(editionPath(editionOfSite(site), href)))),
        secretProperties: [ctx.config.NOTION_PROPERTY_NAME.password],
        // a breadcrumb block shows the trail the kit's breadcrumb shows (the post alone on a post)
        breadcrumb: { trail: (article.trail ?? []).map((c) => ({ title: c.title, href: withBase(ctx.config.SUB_PATH, ctx.href(c.href)) })), current: article.post.title },
      }}
    />
  ) : article.bodyUnavailable ? (
    <BodyUnavailable post={article.post} strings={ctx.strings} />
  ) : null
  // A static export seals a locked body into a file beside the page (lib/export/seal.ts): the
  // unlocked render marks what to seal, the locked one tells the prompt where the file is.
  const sealing = lockRow.locked && isStaticExport()
  const sealed = sealing ? { sealed: sealedAddress(editionPath({ prefix: ctx.site.edition }, subPage?.href ?? post.href)) } : {}
  const lock = withBody ? null : <LockGate postId={lockRow.id} strings={ctx.strings} {...sealed} />
  if (sealing && body) return { article, lock, body: <>{<template {...{ [SEAL_START]: '' }} />}{body}{<template {...{ [SEAL_END]: '' }} />}</> }
  return { article, body, lock }
}

export async function renderArticle(ctx: ThemeContext, layouts: ThemeLayouts, post: Post, unlocked: boolean, subPage?: SubPage) {
  return layouts.Slug({ ctx, ...(await articleParts(ctx, post, unlocked, subPage)) })
}
