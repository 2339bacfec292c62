// The search page: the search box, then either the results (keyword highlighted with a red
// dashed underline; the highlight HTML arrives escaped from lib/search) with a 'no more' line
// naming the keyword, or — without a keyword — the categories and the tags to browse.
import Link from '@/lib/ui/Link'
import { pageHref } from '@/lib/site/pagination'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Base from '../components/Base'
import Pagination from '../components/Pagination'
import TagChips from '../components/TagChips'
import { FolderIcon } from '../icons'
import SearchBox from '@/lib/search-ui/SearchBox'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import { labels } from '@/lib/theme-kit/labels'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  return (
    <Base ctx={ctx}>
      <section className="heo-card heo-search p-6 md:p-10">
        <h1 className="mb-6 text-3xl font-extrabold">{t.search}</h1>
        <SearchBox
          {...searchBoxProps(ctx, keyword)}
          className="heo-search-form h-12 overflow-hidden rounded-xl border-2 border-[var(--heo-border)] bg-[var(--heo-card)] focus-within:border-[var(--heo-accent)]"
        />

        {result ? (
          <div className="mt-8">
            <p className="mb-4 text-sm text-[var(--heo-muted)]">{format(t.searchResultsFor, { keyword })} · {format(t.searchResultsCount, { n: result.nbHits })}</p>
            <ul className="heo-search-results flex flex-col gap-3">
              {result.hits.map((hit) => (
                <li key={hit.objectID}>
                  <Link prefetch={false}
                    href={ctx.href(hit.href)}
                    className="heo-hit block rounded-xl border border-[var(--heo-border)] bg-[var(--heo-card-2)] p-4 transition-colors hover:border-[var(--heo-accent)]"
                  >
                    <span
                      className="block text-lg font-bold"
                      dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escapeHtml(hit.title) }}
                    />
                    <span
                      className="mt-1 line-clamp-3 block text-sm leading-relaxed text-[var(--heo-muted)]"
                      dangerouslySetInnerHTML={{ __html: hit._highlightResult?.summary?.value ?? escapeHtml(hit.summary) }}
                    />
                  </Link>
                </li>
              ))}
            </ul>
            {result.nbPages > 1 && page <= result.nbPages && (
              <Pagination ctx={ctx} page={page} totalPages={result.nbPages} root={root} />
            )}
            {page >= result.nbPages && (
              <p className="heo-search-no-more mt-6 text-center text-sm text-[var(--heo-muted)]">{format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}</p>
            )}
            {page > 1 && page > result.nbPages && (
              <p className="mt-2 text-center text-sm">
                <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="text-[var(--heo-accent)] hover:underline">
                  {t.backToFirst}
                </Link>
              </p>
            )}
          </div>
        ) : (
          <div className="mt-8 grid gap-8">
            <section>
              <h2 className="mb-3 text-xl font-bold">{t.category}</h2>
              <ul className="heo-search-categories flex flex-wrap gap-2">
                {ctx.site.categories.map((c) => (
                  <li key={c.name}>
                    <Link prefetch={false}
                      href={ctx.href(`/category/${encodeURIComponent(c.name)}`)}
                      className="flex items-center gap-1.5 rounded-lg border border-[var(--heo-border)] bg-[var(--heo-card)] px-3 py-1.5 text-sm transition-colors hover:border-[var(--heo-accent)] hover:bg-[var(--heo-accent-bg)] hover:text-white"
                    >
                      <FolderIcon size={14} />
                      {c.name}
                      <sup className="text-xs opacity-70">{c.count}</sup>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h2 className="mb-3 text-xl font-bold">{t.tags}</h2>
              <TagChips ctx={ctx} />
            </section>
          </div>
        )}
      </section>
    </Base>
  )
}
