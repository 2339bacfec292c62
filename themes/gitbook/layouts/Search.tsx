// The search page: a bordered search box; with a keyword, a result line and the hits as cards
// (the keyword highlighted — the highlight HTML arrives escaped from lib/search) with numbered
// pages, and a closing note on the last page; without one, the categories to browse.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import { pageHref } from '@/lib/site/pagination'
import { categoryHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Heading, Pager } from '../components/Entries'
import Frame from '../components/Frame'

type Hit = SearchResponse['hits'][number]

const plain = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const marked = (hit: Hit, field: 'title' | 'summary') => ({ __html: hit._highlightResult?.[field]?.value ?? plain(hit[field]) })

function HitCard({ ctx, hit }: { ctx: ThemeContext; hit: Hit }) {
  return (
    <li className="border-b border-[var(--gb-line)] py-4">
      <h2 className="text-lg font-semibold text-[var(--gb-fg)]">
        <Link prefetch={false} href={ctx.href(hit.href)} className="gb-a !text-[var(--gb-fg)] hover:!text-[var(--gb-accent)]" dangerouslySetInnerHTML={marked(hit, 'title')} />
      </h2>
      <p className="mt-1 line-clamp-2 text-[0.9375rem] leading-6 text-[var(--gb-muted)]" dangerouslySetInnerHTML={marked(hit, 'summary')} />
    </li>
  )
}

function Browse({ ctx }: { ctx: ThemeContext }) {
  return (
    <nav aria-label={labels(ctx).category} className="mt-10 flex flex-wrap gap-2">
      {ctx.site.categories.map((c) => (
        <Link prefetch={false} key={c.name} href={categoryHref(ctx, c.name)} className="inline-flex gap-1.5 rounded-md border border-[var(--gb-line)] px-3 py-1 text-sm hover:border-[var(--gb-accent)]">
          {c.name} <span className="text-[var(--gb-muted)]">{c.count}</span>
        </Link>
      ))}
    </nav>
  )
}

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  let results: ReactNode = <Browse ctx={ctx} />
  if (result) {
    const last = page >= result.nbPages
    const past = page > 1 && page > result.nbPages
    results = (
      <div className="mt-6">
        <p className="mb-2 text-sm text-[var(--gb-muted)]">{`${format(t.searchResultsFor, { keyword })} · ${format(t.searchResultsCount, { n: result.nbHits })}`}</p>
        <ul className="gb-hits border-t border-[var(--gb-line)]">
          {result.hits.map((hit) => (
            <HitCard key={hit.objectID} ctx={ctx} hit={hit} />
          ))}
        </ul>
        {!past && <Pager ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
        {last && (
          <div className="mt-10 rounded-lg bg-[var(--gb-soft)] p-4 text-center text-sm text-[var(--gb-muted)]">
            {format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}
            {past && (
              <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="gb-a ml-2">
                {t.backToFirst}
              </Link>
            )}
          </div>
        )}
      </div>
    )
  }
  return (
    <Frame ctx={ctx}>
      <Heading title={t.search} />
      <SearchBox
        {...searchBoxProps(ctx, keyword)}
        className="gb-search-box h-12 rounded-lg border border-[var(--gb-line)] bg-[var(--gb-soft)] px-3 text-[var(--gb-fg)] focus-within:border-[var(--gb-accent)] [&_input]:placeholder:text-[var(--gb-muted)]"
      />
      {results}
    </Frame>
  )
}
