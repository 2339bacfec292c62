// Everything a theme's route folder (app/<theme>/[lang]/…) exports, made from the theme's
// module. Each theme has its own root segment so that only its own islands and CSS reach its
// pages: Turbopack ships every client module a route's server code can import (rendered or
// not) with that route, so a route that could render any theme would ship all of them. The
// files in app/<theme>/ are generated (scripts/theme-routes.ts) and only re-export these.
import type { ReactNode } from 'react'
import type { Metadata, Viewport } from 'next'
import { cookies, draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { getConfig } from '@/lib/config'
import { passwordOf, tokenValid, unlockCookieName } from '@/lib/lock/lock'
import { getSite } from '@/lib/site/data'
import { editionPath } from '@/lib/site/editions'
import { findByPath } from '@/lib/site/site'
import { getStore } from '@/lib/workspace'
import type { ThemeModule } from '@/lib/theme-kit/types'
import { decode, readPageLang } from './context'
import { DocumentShell } from './document'
import { screenMetadata } from './metadata'
import { findUnder } from '@/lib/site/sub-pages'
import { routeOfApp } from './address'
import { NOT_FOUND_SEGMENT } from './resolve'
import { renderScreen, type Screen } from './screen'
import { checkPreview } from '@/lib/preview/sign'
import { previewTitle, renderPreview } from '@/lib/preview/render'
import { toCompactId } from '@/lib/workspace/records'

type LangParams = Promise<{ lang: string }>
type PreviewProps = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ exp?: string | string[]; sig?: string | string[] }> }

/** The row id of a preview request, when draft mode is on and the link is its own and unexpired
 * (the proxy answers an expired one before it gets here). */
async function previewId({ params, searchParams }: PreviewProps): Promise<string | null> {
  const id = toCompactId((await params).id)
  const { exp, sig } = await searchParams
  if (!id || typeof sig !== 'string' || typeof exp !== 'string' || !(await draftMode()).isEnabled) return null
  return checkPreview(id, exp, sig) === 'valid' ? id : null
}
type PathParams = Promise<{ lang: string; path?: string[] }>

/**
 * The screen of a page's app path: the route the proxy decided, read back by its form alone
 * (lib/route/address.ts), with what it names loaded. Data that changed since the proxy looked
 * (a post deleted in between) is the one case left for the page: the not-found screen.
 */
async function screenOf(params: PathParams): Promise<Screen> {
  const { path = [], lang } = await params
  const cfg = getConfig()
  const route = routeOfApp(path.map(decode), cfg.POST_URL_PREFIX)
  if (route.kind !== 'subpage') return { route }
  const site = await getSite(readPageLang(lang).edition)
  const root = findByPath(site, route.href)
  const subPage = root ? await findUnder(site, root, route.id) : null
  return subPage ? { route, subPage } : { route: { kind: 'not-found' } }
}

/** The params of the search route (`search/[[...path]]`) as the site path they stand for. */
async function underSearch(params: PathParams): PathParams {
  const { lang, path = [] } = await params
  return { lang, path: ['search', ...path] }
}

export function themeRoutes(theme: ThemeModule) {
  return {
    viewport: { width: 'device-width', initialScale: 1 } satisfies Viewport,

    /** Nothing is built ahead: every variant renders on its first visit, then is cached and
     * revalidated like a prerendered page (ISR), so 3,000 posts build as fast as 30. */
    staticParams: async (): Promise<never[]> => [],

    Layout: async ({ children, params }: { children: ReactNode; params: LangParams }) => {
      const { lang, edition } = readPageLang((await params).lang)
      return (
        <DocumentShell theme={theme} lang={lang} prefix={editionPath(edition, '')}>
          {children}
        </DocumentShell>
      )
    },

    Page: async ({ params }: { params: PathParams }) => {
      const screen = await screenOf(params)
      // the proxy rewrites unknown paths to `_not-found` (status 404, the theme's screen); a
      // sub-page that stopped existing since it looked gets Next's not-found here
      if (screen.route.kind === 'not-found' && (await params).path?.[0] !== NOT_FOUND_SEGMENT) notFound()
      return renderScreen(theme, readPageLang((await params).lang), screen)
    },

    metadata: async ({ params }: { params: PathParams }): Promise<Metadata> => screenMetadata(readPageLang((await params).lang), await screenOf(params)),

    /**
     * Search results (`search/[[...path]]`, force-dynamic): rendered per request and never
     * stored, so the page cache holds only the site's real pages however many keywords a
     * crawler invents. A search renders in milliseconds from the in-memory index.
     */
    Search: async ({ params }: { params: PathParams }) => {
      const screen = await screenOf(underSearch(params))
      if (screen.route.kind !== 'search') notFound()
      return renderScreen(theme, readPageLang((await params).lang), screen)
    },

    searchMetadata: async ({ params }: { params: PathParams }): Promise<Metadata> =>
      screenMetadata(readPageLang((await params).lang), await screenOf(underSearch(params))),

    /**
     * An editor's preview of a row (`preview/[id]`, force-dynamic): Next's draft mode must be on
     * (the signed entry link, app/api/preview, turns it on) and the link's signature must be this
     * row's, or it is a 404. Rendered per request from the source, stored nowhere.
     */
    Preview: async (props: PreviewProps) => {
      const id = await previewId(props)
      const page = id ? await renderPreview(theme, readPageLang((await props.params).lang), id) : null
      if (!page) notFound()
      return page
    },

    previewMetadata: async (props: PreviewProps): Promise<Metadata> => {
      const id = await previewId(props)
      const title = id ? await previewTitle(readPageLang((await props.params).lang), id) : null
      return { title: title ?? undefined, robots: { index: false, follow: false } }
    },

    /**
     * The unlocked variant of a locked article. The proxy sends a request here only when it
     * carries a valid unlock cookie; the cookie is checked again here, and this page is never
     * cached (it reads cookies, so it is rendered per request with `private, no-store`).
     */
    Unlocked: async ({ params }: { params: Promise<{ lang: string; path: string[] }> }) => {
      const screen = await screenOf(params)
      const { route } = screen
      if (route.kind !== 'article' && route.kind !== 'subpage') notFound()
      const { edition } = readPageLang((await params).lang)
      const site = await getSite(edition)
      // a sub-page is locked and unlocked with the post it is under
      const post = findByPath(site, route.href)
      let unlocked = false
      if (post?.locked) {
        const token = (await cookies()).get(unlockCookieName(post.id))?.value
        unlocked = tokenValid(token, post.id, passwordOf(await getStore(edition).getDatabase(), post.id, getConfig()))
      }
      return renderScreen(theme, readPageLang((await params).lang), screen, unlocked)
    },
  }
}
