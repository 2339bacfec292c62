// The search page: the box, then the results as a list of entries (the keyword underlined in
// red; lib/search escapes the highlight HTML), numbered pages and a 'no more' line — or,
// without a keyword, the categories and tags to browse.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import SearchBox from '@/lib/search-ui/SearchBox'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import { pageHref } from '@/lib/site/pagination'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageHead from '../components/PageHead'
import Pagination, { ListEnd } from '../components/Pagination'
import { CategoryRows, TagCloud } from '../components/Sidebar'

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  return (
    <Frame ctx={ctx} sidebarSearch={false}>
      <PageHead title={t.search} />
      <SearchBox
        {...searchBoxProps(ctx, keyword)}
        className="simple-search-box h-12 border-2 border-[var(--s-strong-line)] text-base"
      />
      {result ? (
        <div className="mt-8">
          <p className="mb-2 text-sm text-[var(--s-muted)]">
            {format(t.searchResultsFor, { keyword })} · {format(t.searchResultsCount, { n: result.nbHits })}
          </p>
          <ol className="simple-results">
            {result.hits.map((hit) => (
              <li key={hit.objectID} className="simple-hit border-b border-[var(--s-line)] py-6">
                <h2 className="text-xl leading-snug font-bold">
                  <Link
                    prefetch={false}
                    href={ctx.href(hit.href)}
                    className="simple-title-link"
                    dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escape(hit.title) }}
                  />
                </h2>
                <p
                  className="mt-2 line-clamp-3 leading-7 text-[var(--s-muted)]"
                  dangerouslySetInnerHTML={{ __html: hit._highlightResult?.summary?.value ?? escape(hit.summary) }}
                />
              </li>
            ))}
          </ol>
          {result.nbPages > 1 && page <= result.nbPages && <Pagination ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
          {page >= result.nbPages && <ListEnd ctx={ctx} text={format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })} back={page > 1 && page > result.nbPages ? pageHref(root, 1) : null} />}
        </div>
      ) : (
        <div className="mt-10 grid gap-10 md:grid-cols-2">
          <section className="simple-widget">
            <h2 className="simple-widget-title">{t.category}</h2>
            <CategoryRows ctx={ctx} />
          </section>
          <section className="simple-widget !mt-0">
            <h2 className="simple-widget-title">{t.tags}</h2>
            <TagCloud ctx={ctx} />
          </section>
        </div>
      )}
    </Frame>
  )
}
