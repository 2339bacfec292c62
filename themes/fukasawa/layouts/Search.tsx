// The search page: a head card with the box; with a keyword the hits as a wall of cards (the
// keyword marked), the pager and a 'no more' line naming the keyword; without one, the
// categories and tags to browse.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { escapeHtml } from '@/lib/search/highlight'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import { pageHref } from '@/lib/site/pagination'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import Pager from '../components/Pager'
import TagCloud from '../components/TagCloud'
import { CategoryTiles } from '../components/Taxa'
import { Bricks } from '../components/Wall'
import type { CardView } from '../components/Card'
import { fukasawaConfig as fk } from '../config'
import { tagTint } from '../logic'

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const tints = new Map(ctx.site.tags.map((tag) => [tag.name, tag.color]))
  const cards: CardView[] = (result?.hits ?? []).map((hit) => ({
    id: hit.objectID,
    href: hit.href,
    title: hit.title,
    titleHtml: hit._highlightResult?.title?.value ?? escapeHtml(hit.title),
    summary: hit.summary,
    summaryHtml: hit._highlightResult?.summary?.value ?? escapeHtml(hit.summary),
    category: hit.category,
    day: hit.publishDay,
    cover: fk.FUKASAWA_POST_LIST_COVER ? hit.cover ?? (fk.FUKASAWA_POST_COVER_DEFAULT_IMAGE || null) : null,
    icon: null,
    tags: hit.tags.map((name) => ({ name, tint: tagTint(tints.get(name)) })),
  }))
  return (
    <Frame ctx={ctx}>
      <section className="fk-sheet fk-search-head mx-auto mb-5 max-w-[72rem] px-5 py-7 sm:px-8">
        <h1 className="mb-4 text-2xl font-bold">{t.search}</h1>
        <SearchBox {...searchBoxProps(ctx, keyword)} className="fk-search h-12 max-w-2xl" />
        {result && (
          <p className="mt-4 text-sm text-[var(--fk-muted)]">
            {format(t.searchResultsFor, { keyword })} · {format(t.searchResultsCount, { n: result.nbHits })}
          </p>
        )}
      </section>
      {result ? (
        <>
          {cards.length > 0 && <Bricks ctx={ctx} cards={cards} />}
          {result.nbPages > 1 && page <= result.nbPages && <Pager ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
          {page >= result.nbPages && (
            <p className="fk-search-end mt-6 text-center text-sm text-[var(--fk-muted)]">{format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}</p>
          )}
          {page > 1 && page > result.nbPages && (
            <p className="mt-3 text-center">
              <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="fk-button">
                {t.backToFirst}
              </Link>
            </p>
          )}
        </>
      ) : (
        <div className="mx-auto grid max-w-[72rem] gap-5">
          <section className="fk-sheet px-5 py-7 sm:px-8">
            <h2 className="mb-4 text-lg font-bold">{t.category}</h2>
            <CategoryTiles ctx={ctx} />
          </section>
          <section className="fk-sheet px-5 py-7 sm:px-8">
            <h2 className="mb-4 text-lg font-bold">{t.tags}</h2>
            <TagCloud ctx={ctx} large />
          </section>
        </div>
      )}
    </Frame>
  )
}
