// The search page: NexT's local-search look — a plain box with a rule under it, then the
// results (title, snippet with the keyword marked in red, a thin rule between), or, without
// a keyword, the categories and the tag cloud to browse.
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import { pageHref } from '@/lib/site/pagination'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Cloud from '../components/Cloud'
import Frame from '../components/Frame'
import Pager from '../components/Pager'
import { words } from '../words'
import { CategoryList } from './taxonomy'

/** lib/search escapes the text and adds only its own <em> marks; plain text is escaped here. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function Results({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse; page: number }) {
  const w = words(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const last = page >= result.nbPages
  return (
    <>
      <p className="mt-6 text-sm text-[var(--nx-muted)]">
        {format(w.searchResultsFor, { keyword })} · {format(w.searchResultsCount, { n: result.nbHits })}
      </p>
      <ol className="nx-hits">
        {result.hits.map((hit) => (
          <li key={hit.objectID} className="nx-hit">
            <Link
              href={ctx.href(hit.href)}
              className="nx-hit-title"
              dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escaped(hit.title) }}
            />
            <p className="nx-hit-text" dangerouslySetInnerHTML={{ __html: hit._highlightResult?.summary?.value ?? escaped(hit.summary) }} />
          </li>
        ))}
      </ol>
      {last && (
        <p className="mt-8 text-center text-sm text-[var(--nx-muted)]">
          {format(result.nbHits ? w.searchNoMore : w.noResultsFor, { keyword })}
          {page > 1 && page > result.nbPages && (
            <>
              {' · '}
              <Link href={ctx.href(pageHref(root, 1))} className="nx-link">
                {w.backToFirst}
              </Link>
            </>
          )}
        </p>
      )}
    </>
  )
}

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const w = words(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="nx-card nx-page">
        <h1 className="nx-page-title text-center">{w.search}</h1>
        <SearchBox {...searchBoxProps(ctx, keyword)} className="nx-searchbox mt-6" />
        {result ? (
          <Results ctx={ctx} keyword={keyword} result={result} page={page} />
        ) : (
          <div className="mt-10 grid gap-10">
            <section>
              <h2 className="nx-section-title">{w.category}</h2>
              <div className="mt-3">
                <CategoryList ctx={ctx} />
              </div>
            </section>
            <section>
              <h2 className="nx-section-title">{w.tags}</h2>
              <div className="mt-3">
                <Cloud ctx={ctx} tags={ctx.site.tags} />
              </div>
            </section>
          </div>
        )}
      </section>
      {result && result.nbPages > 1 && page <= result.nbPages && (
        <Pager ctx={ctx} page={page} totalPages={result.nbPages} root={`/search/${encodeURIComponent(keyword)}`} />
      )}
    </Frame>
  )
}
