// Renders one screen of the site (a resolved Route, lib/route/resolve.ts) with a theme: builds
// the context, gathers the screen's data and hands it to the theme's layout. The routes in
// app/<theme>/ call this; nothing here knows any particular theme.
import 'server-only'
import { notFound } from 'next/navigation'
import { searchSite } from '@/lib/search/server'
import { archivePage, pageCount, pageHref, pageSlice } from '@/lib/site/pagination'
import { findByPath, postsOf } from '@/lib/site/site'
import type { ThemeModule } from '@/lib/theme-kit/types'
import { renderArticle } from './article'
import { setDateLocale } from '@/lib/render/dates'
import { themeContext, type PageLang } from './context'
import { listRoot, type Route } from './resolve'
import { visitorPath } from './address'
import type { SubPage } from '@/lib/site/sub-pages'
import { isStaticExport } from '@/lib/export/mode'
import { SearchFromAddress } from '@/lib/export/client/SearchFromAddress'
import { editions } from '@/lib/site/editions'

/** A decided route (lib/route/decide.ts), with the sub-page it names. */
export interface Screen {
  route: Route
  subPage?: SubPage
}

export async function renderScreen(theme: ThemeModule, pageLang: PageLang, { route, subPage }: Screen, unlocked = false) {
  // dates on this page (theme and renderer alike) are written in its language
  setDateLocale(pageLang.lang)
  const ctx = await themeContext(theme, pageLang, visitorPath(route))
  const { layouts } = theme
  switch (route.kind) {
    case 'list': {
      const { filter, page } = route
      const posts = postsOf(ctx.site, filter)
      // A page number above the last page renders the theme's 'no more' state.
      const perPage = ctx.config.POSTS_PER_PAGE
      const props = { ctx, posts: pageSlice(posts, page, perPage), page, totalPages: pageCount(posts.length, perPage), root: listRoot(filter) }
      return filter ? layouts.PostList({ ...props, filter }) : layouts.Index(props)
    }
    case 'categories':
      return layouts.CategoryIndex({ ctx })
    case 'tags':
      return layouts.TagIndex({ ctx })
    case 'archive': {
      const { groups, totalPages, total } = archivePage(ctx.site.archive, route.page)
      return layouts.Archive({ ctx, groups, page: route.page, totalPages, total, root: '/archive' })
    }
    case 'search': {
      const result = route.keyword ? await searchSite(route.keyword, route.page - 1, pageLang.edition) : null
      return layouts.Search({ ctx, keyword: route.keyword, result, page: route.page })
    }
    case 'article': {
      // the data may have changed since the proxy looked: then this is a 404 after all
      const post = findByPath(ctx.site, route.href)
      if (!post) notFound()
      return renderArticle(ctx, layouts, post, unlocked)
    }
    case 'subpage': {
      if (!subPage) notFound()
      return renderArticle(ctx, layouts, subPage.root, unlocked, subPage)
    }
    case 'page-id':
    case 'not-found':
      // Next leaves a response the proxy marked 404 without its metadata: the title comes with
      // the screen (React puts a <title> rendered anywhere into the head)
      return (
        <>
          <title>{`${ctx.strings.NAV.PAGE_NOT_FOUND} | ${ctx.site.info.title}`}</title>
          {await layouts.NotFound({ ctx })}
          {/* a static host answers /search/<keyword> with this screen (404.html): search there */}
          {isStaticExport() && <SearchFromAddress subPath={ctx.config.SUB_PATH} prefixes={editions().map((e) => e.prefix)} />}
        </>
      )
  }
}
