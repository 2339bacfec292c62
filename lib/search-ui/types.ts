// Props of the search islands. Plain data only (they cross from server components to the
// browser): strings already in the visitor's language, no functions.
import type { HostedSearchConfig } from '@/lib/search/hosted'

export interface SearchModalStrings {
  /** '搜索' */
  title: string
  /** '在这里输入搜索关键词...' */
  placeholder: string
  /** the close button's label */
  close: string
  /** '共搜索到 {n} 条结果，用时 {ms} 毫秒' */
  results: string
  /** label of the popular tags */
  tags: string
  /** label of the page buttons */
  pagination: string
  /** the footer naming the search service: 'Search by {provider}' */
  credit: string
  /** said when the hosted index failed and the site's own search answers instead */
  unavailable: string
}

export interface SearchModalProps {
  strings: SearchModalStrings
  /** popular tag names, most used first; up to 10 are shown, each linking to /tag/<name> */
  tags: string[]
  /** the site's sub path (process.env.LEAFPRESS_SUB_PATH), for the search endpoint */
  basePath: string
  /** appended to every link, e.g. '?theme=next' when ctx.href adds it; '' otherwise */
  hrefSuffix: string
  /** the hosted index, when configured; null queries the site's own index */
  hosted: HostedSearchConfig | null
  /** a static export's index file (its address, sub path included): searched in the browser when no hosted index is set */
  staticIndex?: string
}

export interface SearchBoxStrings {
  placeholder: string
  search: string
  clear: string
}

export interface SearchBoxProps {
  strings: SearchBoxStrings
  /** the keyword of the page (shown in the box) */
  keyword?: string
  hrefSuffix: string
  /** the theme's look for the box (a flex row: field, clear button, search button) */
  className?: string
}

export interface WorkspaceSearchStrings {
  /** the button's and the dialog's label */
  search: string
  placeholder: string
  close: string
  /** 'No results' */
  noResults: string
  /** 'Try different search terms' */
  tryDifferent: string
  /** 'Search error' */
  error: string
  /** shown while a query runs */
  searching: string
}

export interface WorkspaceSearchProps {
  strings: WorkspaceSearchStrings
  basePath: string
  hrefSuffix: string
  /** a static export's index file (its address, sub path included), searched in the browser */
  staticIndex?: string
  /** the button's look */
  className?: string
}
