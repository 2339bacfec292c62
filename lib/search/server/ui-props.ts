// Props for the search islands (lib/search-ui), from a page's theme context: the strings in
// the visitor's language, the theme query links must keep, the sub path, and the hosted-search
// settings with the search-only key (the admin key is never read here).
import 'server-only'
import type { SearchBoxProps, SearchModalProps, WorkspaceSearchProps } from '@/lib/search-ui/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { themeQuery as hrefSuffix } from '@/lib/theme-kit/links'
import { hostedSearchConfig, readAlgoliaSettings } from './algolia-settings'
import { isStaticExport } from '@/lib/export/mode'
import { searchIndexAddress } from '@/lib/export/static-files'

type Ctx = Pick<ThemeContext, 'strings' | 'site' | 'href'>

const basePath = () => process.env.LEAFPRESS_SUB_PATH ?? ''

/** In a static export, the language's index file (no key at all otherwise: the props stay as they were). */
const staticIndex = (ctx: Ctx) => (isStaticExport() ? { staticIndex: basePath() + searchIndexAddress({ prefix: ctx.site.edition }) } : {})

export function searchModalProps(ctx: Ctx): SearchModalProps {
  const { SEARCH, MENU, PAGINATION } = ctx.strings
  return {
    strings: {
      title: SEARCH.TITLE,
      placeholder: SEARCH.PLACEHOLDER,
      close: SEARCH.CLOSE,
      results: SEARCH.RESULTS,
      tags: MENU.TAG,
      pagination: PAGINATION.LABEL,
      credit: SEARCH.CREDIT,
      unavailable: SEARCH.UNAVAILABLE,
    },
    tags: ctx.site.tags.slice(0, 10).map((t) => t.name),
    basePath: basePath(),
    hrefSuffix: hrefSuffix(ctx),
    hosted: hostedSearchConfig(readAlgoliaSettings(process.env), ctx.site.edition),
    ...staticIndex(ctx),
  }
}

export function searchBoxProps(ctx: Ctx, keyword: string): SearchBoxProps {
  const { SEARCH } = ctx.strings
  return {
    strings: { placeholder: SEARCH.PLACEHOLDER, search: SEARCH.BUTTON, clear: SEARCH.CLEAR },
    keyword,
    hrefSuffix: hrefSuffix(ctx),
  }
}

export function workspaceSearchProps(ctx: Ctx): WorkspaceSearchProps {
  const { SEARCH } = ctx.strings
  return {
    strings: {
      search: SEARCH.TITLE,
      placeholder: SEARCH.PLACEHOLDER,
      close: SEARCH.CLOSE,
      noResults: SEARCH.NO_RESULTS,
      tryDifferent: SEARCH.TRY_DIFFERENT,
      error: SEARCH.ERROR,
      searching: SEARCH.SEARCHING,
    },
    basePath: basePath(),
    hrefSuffix: hrefSuffix(ctx),
    ...staticIndex(ctx),
  }
}
