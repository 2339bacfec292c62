// The search page: a large box on black; with a keyword, the hits as the photo grid (the
// keyword marked in the titles), the numbered pages and a closing line; without one, the
// categories and tags to browse.
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { escapeHtml } from '@/lib/search/highlight'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { NoMore } from '../components/ListBody'
import Pager from '../components/Pager'
import PhotoGrid, { type PhotoCard } from '../components/PhotoGrid'
import Shell from '../components/Shell'
import { CategoryTiles, TagChips } from '../components/Taxa'
import { plogConfig as pl } from '../config'

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const full = new Map(ctx.site.posts.map((p) => [p.href, p]))
  const cards: PhotoCard[] = (result?.hits ?? []).map((hit) => ({
    id: hit.objectID,
    href: hit.href,
    title: hit.title,
    titleHtml: hit._highlightResult?.title?.value ?? escapeHtml(hit.title),
    summary: hit.summary,
    category: hit.category,
    day: hit.publishDay,
    cover: full.get(hit.href)?.pageCover ?? hit.cover ?? (pl.PLOG_COVER_FALLBACK || null),
    icon: full.get(hit.href)?.pageIcon ?? null,
  }))
  const perPage = result?.hitsPerPage ?? ctx.config.POSTS_PER_PAGE
  return (
    <Shell ctx={ctx} cards={cards.length > 0}>
      <header className="pl-head">
        <h1 className="pl-head-title">{t.search}</h1>
        <SearchBox {...searchBoxProps(ctx, keyword)} className="pl-search mt-2 w-full max-w-2xl" />
        {result && (
          <p className="text-sm text-[var(--pl-muted)]">
            {format(t.searchResultsFor, { keyword })} · {format(t.searchResultsCount, { n: result.nbHits })}
          </p>
        )}
      </header>
      {result ? (
        <>
          {cards.length > 0 && <PhotoGrid ctx={ctx} cards={cards} first={(page - 1) * perPage + 1} />}
          <Pager ctx={ctx} page={page} totalPages={result.nbPages} root={root} />
          {page > 1 && page > result.nbPages ? (
            <NoMore ctx={ctx} text={format(t.searchNoMore, { keyword })} root={root} />
          ) : (
            page >= result.nbPages && <p className="px-4 py-10 text-center text-sm text-[var(--pl-muted)]">{format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}</p>
          )}
        </>
      ) : (
        <div className="flex flex-col gap-10 pb-16">
          <section>
            <h2 className="pl-section-title px-4 sm:px-6">{t.category}</h2>
            <CategoryTiles ctx={ctx} headingLevel={3} />
          </section>
          <section className="mx-auto w-full max-w-4xl px-4 sm:px-6">
            <h2 className="pl-section-title">{t.tags}</h2>
            <TagChips ctx={ctx} />
          </section>
        </div>
      )}
    </Shell>
  )
}
