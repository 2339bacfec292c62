// The search page: a bordered search box, then the hits as cards (the keyword highlighted; the
// highlight HTML arrives escaped from lib/search) with numbered pages — or, without a keyword,
// the categories to browse.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import { pageHref } from '@/lib/site/pagination'
import { categoryHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/themes/types'
import { Heading, Pager } from '../components/Entries'
import Frame from '../components/Frame'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const end = !!result && page >= result.nbPages
  return (
    <Frame ctx={ctx}>
      <Heading title={t.search} />
      <SearchBox
        {...searchBoxProps(ctx, keyword)}
        className="gb-search-box h-12 rounded-lg border border-[var(--gb-line)] bg-[var(--gb-soft)] px-3 text-[var(--gb-fg)] focus-within:border-[var(--gb-accent)] [&_input]:placeholder:text-[var(--gb-muted)]"
      />
      {result ? (
        <div className="mt-6">
          <p className="mb-2 text-sm text-[var(--gb-muted)]">
            {format(t.searchResultsFor, { keyword })} · {format(t.searchResultsCount, { n: result.nbHits })}
          </p>
          <div className="gb-hits border-t border-[var(--gb-line)]">
            {result.hits.map((hit) => (
              <article key={hit.objectID} className="border-b border-[var(--gb-line)] py-4">
                <h2 className="text-lg font-semibold text-[var(--gb-fg)]">
                  <Link
                    prefetch={false}
                    href={ctx.href(hit.href)}
                    className="gb-a !text-[var(--gb-fg)] hover:!text-[var(--gb-accent)]"
                    dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escape(hit.title) }}
                  />
                </h2>
                <p
                  className="mt-1 line-clamp-2 text-[0.9375rem] leading-6 text-[var(--gb-muted)]"
                  dangerouslySetInnerHTML={{ __html: hit._highlightResult?.summary?.value ?? escape(hit.summary) }}
                />
              </article>
            ))}
          </div>
          {page <= result.nbPages && <Pager ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
          {end && (
            <footer className="mt-10 flex flex-col items-center gap-3 text-sm text-[var(--gb-muted)]">
              <p>{format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}</p>
              {page > 1 && page > result.nbPages && (
                <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="gb-a">
                  {t.backToFirst}
                </Link>
              )}
            </footer>
          )}
        </div>
      ) : (
        <section className="mt-10">
          <h2 className="gb-label mb-3">{t.category}</h2>
          <ul className="flex flex-wrap gap-2">
            {ctx.site.categories.map((c) => (
              <li key={c.name}>
                <Link prefetch={false} href={categoryHref(ctx, c.name)} className="inline-flex gap-1.5 rounded-md border border-[var(--gb-line)] px-3 py-1 text-sm hover:border-[var(--gb-accent)]">
                  {c.name} <span className="text-[var(--gb-muted)]">{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Frame>
  )
}
