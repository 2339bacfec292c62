// The search page: a large underlined box, then the hits as text entries (the keyword in bold;
// the highlight HTML arrives escaped from lib/search) with previous / next, or — without a
// keyword — the categories and the tags to browse.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import { pageHref } from '@/lib/site/pagination'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageHead from '../components/PageHead'
import Pager from '../components/Pager'
import Words from '../components/Words'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  // the last page of hits, or past it: say so (and, past it, lead back to the first)
  const end = !!result && page >= result.nbPages
  return (
    <Frame ctx={ctx}>
      <PageHead title={t.search} />
      <SearchBox
        {...searchBoxProps(ctx, keyword)}
        className="nb-search-box -mt-4 h-12 border-b-2 border-[var(--nb-line)] text-lg text-[var(--nb-fg)] transition-colors focus-within:border-[var(--nb-fg)] [&_input]:px-0 [&_input]:placeholder:text-[var(--nb-muted)]"
      />
      {result ? (
        <div className="mt-6">
          <p className="mb-10 text-sm text-[var(--nb-muted)]">
            {format(t.searchResultsFor, { keyword })} · {format(t.searchResultsCount, { n: result.nbHits })}
          </p>
          <div className="nb-hits flex flex-col gap-9">
            {result.hits.map((hit) => (
              <article key={hit.objectID} className="nb-hit">
                <h2 className="text-lg leading-snug font-medium text-[var(--nb-fg)] md:text-xl">
                  <Link
                    prefetch={false}
                    href={ctx.href(hit.href)}
                    className="nb-a"
                    dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escape(hit.title) }}
                  />
                </h2>
                <p
                  className="mt-2 line-clamp-3 leading-7 text-[var(--nb-muted)]"
                  dangerouslySetInnerHTML={{ __html: hit._highlightResult?.summary?.value ?? escape(hit.summary) }}
                />
              </article>
            ))}
          </div>
          {page <= result.nbPages && <Pager ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
          {end && (
            <footer className="mt-12 flex flex-col items-center gap-3 text-sm text-[var(--nb-muted)]">
              <p>{format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}</p>
              {page > 1 && page > result.nbPages && (
                <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="nb-a text-[var(--nb-fg)] underline">
                  {t.backToFirst}
                </Link>
              )}
            </footer>
          )}
        </div>
      ) : (
        <div className="mt-12 flex flex-col gap-10">
          <section>
            <h2 className="mb-3 nb-eyebrow">{t.category}</h2>
            <Words words={ctx.site.categories.map((c) => ({ name: c.name, href: categoryHref(ctx, c.name), count: c.count }))} className="-ml-3" />
          </section>
          <section>
            <h2 className="mb-3 nb-eyebrow">{t.tags}</h2>
            <Words words={ctx.site.tags.map((tag) => ({ name: tag.name, href: tagHref(ctx, tag.name) }))} prefix="#" className="-ml-3" />
          </section>
        </div>
      )}
    </Frame>
  )
}
