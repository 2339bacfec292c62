// The contract every theme implements. Routes (app/) load data and hand it to these layouts;
// layouts only present. Behaviour that is not visual lives in lib/ and lib/ui/.
import type { ReactNode } from 'react'
import type { SiteConfig } from '@/lib/config'
import type { LocaleName, ThemeName } from '@/lib/config/names'
import type { Strings } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import type { SiteIndex } from '@/lib/site/site'
import type { ArchiveGroup, Article, Post } from '@/lib/site/types'
import type { Alternate } from '@/lib/site/translated'

export interface ThemeContext {
  theme: ThemeName
  lang: LocaleName
  strings: Strings
  config: SiteConfig
  site: SiteIndex
  /** the visitor-facing path of this page (without sub path), e.g. '/tag/蔬菜/page/2' */
  path: string
  /** a site link that keeps the visitor's theme choice (adds ?theme= when not the default) */
  href: (path: string) => string
  /** a root-relative site URL for a plain tag (img src, a href outside <Link>): adds the sub path
   * (and, to a page of the site, the language prefix: lib/ui/link-prefix.ts) */
  asset: (url: string) => string
  /** a site in several languages: this screen in each language with a database, its own first
   * (lib/site/translated.ts); null with one language */
  languages: Alternate[] | null
}

export interface ListProps {
  ctx: ThemeContext
  posts: Post[]
  page: number
  totalPages: number
  /** the list's first page, '/' or '/category/飲食' */
  root: string
}

export interface ArchiveProps {
  ctx: ThemeContext
  groups: ArchiveGroup[]
  page: number
  totalPages: number
  /** posts in the whole archive */
  total: number
  /** '/archive' */
  root: string
}

export interface ThemeLayouts {
  Index: (p: ListProps) => ReactNode | Promise<ReactNode>
  PostList: (p: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) => ReactNode | Promise<ReactNode>
  Search: (p: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) => ReactNode | Promise<ReactNode>
  /** one archive page: its month groups (a month may continue on the next page), `total` posts in all */
  Archive: (p: ArchiveProps) => ReactNode | Promise<ReactNode>
  /**
   * `body` is the rendered article body, or null while the article is locked; when
   * `article.bodyUnavailable`, it is a notice and the summary standing in for the body.
   */
  Slug: (p: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) => ReactNode | Promise<ReactNode>
  NotFound: (p: { ctx: ThemeContext }) => ReactNode | Promise<ReactNode>
  CategoryIndex: (p: { ctx: ThemeContext }) => ReactNode | Promise<ReactNode>
  TagIndex: (p: { ctx: ThemeContext }) => ReactNode | Promise<ReactNode>
}

export interface ThemeModule {
  name: ThemeName
  layouts: ThemeLayouts
  /** a theme that is always light or always dark (plog): the class is set in the HTML and the
   * visitor's own darkMode choice, kept for the other themes, is left alone */
  forcedAppearance?: 'light' | 'dark'
}

/**
 * A theme's settings (`<NAME>_…`): defaults, checks, and the reader (lib/config/settings) that
 * applies env overrides. Listed in themes/settings.ts so a wrong value stops the start
 * (lib/config/check-all) and docs/CONFIGURATION.md lists every key.
 */
export interface ThemeSettingsSpec {
  theme: ThemeName
  /** e.g. 'themes/heo/config.ts': the file holding `export const <NAME>_DEFAULTS = {` */
  file: string
  read: (env: Record<string, string | undefined>) => unknown
}
