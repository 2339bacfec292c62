// The search page: the box under the title band, then the results (keyword marked, numbered
// pages, a line naming the keyword at the end), or without a keyword the categories and tags.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { pageHref } from '@/lib/site/pagination'
import type { SearchResponse } from '@/lib/search'
import SearchBox from '@/lib/search-ui/SearchBox'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { CategoryRows, Panel, TagCloud } from '../components/Aside'
import { TitleBand } from '../components/Bands'
import Frame from '../components/Frame'
import Pager from '../components/Pager'
import { words } from '../words'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const w = words(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const band = (
    <TitleBand ctx={ctx} title={keyword ? format(w.searchResultsFor, { keyword }) : w.search}>
      <div className="hexo-search mt-4 w-[min(36rem,85vw)] [text-shadow:none]">
        <SearchBox {...searchBoxProps(ctx, keyword)} className="h-12 overflow-hidden rounded-full bg-white pl-5 text-[#2e3440] shadow-lg" />
      </div>
    </TitleBand>
  )
  return (
    <Frame ctx={ctx} band={band}>
      {result ? (
        <div className="hexo-search-results">
          <p className="mb-4 text-sm text-[var(--hx-dim)]">{format(w.searchResultsCount, { n: result.nbHits })}</p>
          <ul className="flex flex-col gap-4">
            {result.hits.map((hit) => (
              <li key={hit.objectID}>
                <Link href={ctx.href(hit.href)} className="hexo-card hexo-post hexo-hit block p-5 md:px-7">
                  <span className="block text-lg font-semibold" dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escapeHtml(hit.title) }} />
                  <span
                    className="mt-2 line-clamp-3 block text-sm leading-7 text-[var(--hx-dim)]"
                    dangerouslySetInnerHTML={{ __html: hit._highlightResult?.summary?.value ?? escapeHtml(hit.summary) }}
                  />
                </Link>
              </li>
            ))}
          </ul>
          {result.nbPages > 1 && page <= result.nbPages && <Pager ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
          {page >= result.nbPages && (
            <p className="mt-8 text-center text-sm text-[var(--hx-dim)]">{format(result.nbHits ? w.searchNoMore : w.noResultsFor, { keyword })}</p>
          )}
          {page > 1 && page > result.nbPages && (
            <p className="mt-3 text-center text-sm">
              <Link href={ctx.href(pageHref(root, 1))} className="text-[var(--hx-accent)] hover:underline">
                {w.backToFirst}
              </Link>
            </p>
          )}
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <Panel title={w.category} glyph="folder">
            <CategoryRows ctx={ctx} />
          </Panel>
          <Panel title={w.tags} glyph="tag">
            <TagCloud ctx={ctx} />
          </Panel>
        </div>
      )}
    </Frame>
  )
}
