// The search page: a banner, then a raised sheet with matery's underlined search field and
// either the results (cards with the cover, the keyword marked, category and date; 'no more'
// names the keyword) or, without a keyword, the categories and the tags to browse.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { SearchHit, SearchResponse } from '@/lib/search'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import { thumbnailUrl } from '@/lib/site/images'
import { pageHref } from '@/lib/site/pagination'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Banner } from '../components/CoverBand'
import Frame from '../components/Frame'
import Pager from '../components/Pager'
import { DayStamp, ToneTags } from '../components/Stamp'
import { Icon, type IconName } from '../icons'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The summary with the keyword marked, or the body snippet when only the body matched. */
function excerptHtml(hit: SearchHit): string {
  const summary = hit._highlightResult?.summary
  if (summary && summary.matchLevel !== 'none') return summary.value
  const snippet = hit._snippetResult?.text
  if (snippet && snippet.matchLevel !== 'none') return snippet.value
  return summary?.value ?? escapeHtml(hit.summary)
}

/** Without a keyword: a way to browse instead (categories, tags). */
function Browse({ glyph, title, children }: { glyph: IconName; title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-4 flex items-center gap-2 text-xl font-semibold">
        <Icon name={glyph} className="text-[var(--m-accent)]" />
        {title}
      </h2>
      {children}
    </section>
  )
}

function Hit({ ctx, hit }: { ctx: ThemeContext; hit: SearchHit }) {
  const cover = thumbnailUrl(hit.cover)
  return (
    <li>
      <Link href={ctx.href(hit.href)} className="m-hit m-lift group flex gap-4 overflow-hidden rounded-[10px] bg-[var(--m-raised)] p-3 pr-5">
        <span className="hidden h-24 w-36 shrink-0 overflow-hidden rounded-md sm:block">
          {cover ? (
            <img src={ctx.asset(cover)} alt="" width={400} height={225} loading="lazy" decoding="async" className="m-zoom h-full w-full object-cover" />
          ) : (
            <span className="m-fallback-cover block h-full w-full" />
          )}
        </span>
        <span className="min-w-0 py-1">
          <span className="block text-lg font-semibold" dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escapeHtml(hit.title) }} />
          <span className="mt-1 line-clamp-2 block text-sm leading-relaxed text-[var(--m-muted)]" dangerouslySetInnerHTML={{ __html: excerptHtml(hit) }} />
          <span className="mt-2 flex flex-wrap items-center gap-x-4 text-xs text-[var(--m-muted)]">
            {hit.publishDay && <DayStamp day={hit.publishDay} />}
            {hit.category && (
              <span className="flex items-center gap-1">
                <Icon name="folder" size={14} />
                {hit.category}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  )
}

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const band = <Banner ctx={ctx} glyph={<Icon name="search" size={26} />} title={t.search} note={keyword ? format(t.searchResultsFor, { keyword }) : undefined} />
  return (
    <Frame ctx={ctx} band={band}>
      <div className="px-4 md:px-6">
        <section className="m-sheet relative mx-auto -mt-12 max-w-4xl px-5 py-8 md:px-10 md:py-10">
          <SearchBox {...searchBoxProps(ctx, keyword)} className="m-search-box h-14 gap-2 text-lg" />
          {result ? (
            <div className="mt-8">
              <p className="mb-5 text-sm text-[var(--m-muted)]">{format(t.searchResultsCount, { n: result.nbHits })}</p>
              <ul className="m-results flex flex-col gap-5">
                {result.hits.map((hit) => (
                  <Hit key={hit.objectID} ctx={ctx} hit={hit} />
                ))}
              </ul>
              {result.nbPages > 1 && page <= result.nbPages && <Pager ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
              {page >= result.nbPages && (
                <p className="mt-8 text-center text-sm text-[var(--m-muted)]">{format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}</p>
              )}
              {page > 1 && page > result.nbPages && (
                <p className="mt-4 text-center">
                  <Link href={ctx.href(pageHref(root, 1))} className="m-chip">
                    {t.backToFirst}
                  </Link>
                </p>
              )}
            </div>
          ) : (
            <div className="mt-10 flex flex-col gap-10">
              <Browse glyph="folder" title={t.category}>
                <ul className="flex flex-wrap gap-3">
                  {ctx.site.categories.map((c) => (
                    <li key={c.name}>
                      <Link href={categoryHref(ctx, c.name)} className="m-chip">
                        {c.name}
                        <span className="m-chip-count">{c.count}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </Browse>
              <Browse glyph="tag" title={t.tags}>
                <ToneTags
                  tags={ctx.site.tags.map((g) => g.name)}
                  hrefOf={(name) => tagHref(ctx, name)}
                  className="flex flex-wrap gap-2.5"
                  chipClassName="px-3 py-1 text-sm"
                />
              </Browse>
            </div>
          )}
        </section>
      </div>
    </Frame>
  )
}
