// LAYOUT Search (/search, /search/X, /search/X/page/N): the search box; with a keyword the
// results, the pagination and a closing line naming the keyword; without one the categories
// and the tags to browse.
import type { ReactNode } from 'react'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { pageHref } from '@/lib/site/pagination'
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import CategoryList from '../components/CategoryList'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'
import Pagination from '../components/Pagination'
import SearchHits from '../components/SearchHits'
import SearchInput from '../components/SearchInput'
import TagList from '../components/TagList'

/** Without a keyword: a titled group to browse (the categories, the tags). */
function Browse({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-xl font-light">{title}</h2>
      {children}
    </section>
  )
}

type Props = { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }

export default function Search({ ctx, keyword, result, page }: Props) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const past = !!result && page > result.nbPages
  const subtitle = result ? `${format(t.searchResultsFor, { keyword })} · ${format(t.searchResultsCount, { n: result.nbHits })}` : undefined
  return (
    <Frame ctx={ctx} title={<PageTitle title={t.search} subtitle={subtitle} />}>
      <SearchInput ctx={ctx} keyword={keyword} />
      {result ? (
        <div className="mt-4">
          <SearchHits ctx={ctx} hits={result.hits} />
          {!past && <Pagination ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
          {/* on the last page, or past it: say the results end, and offer the first page */}
          {page >= result.nbPages && (
            <p className="mt-8 text-center text-sm text-ex-muted">
              {format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}
              {past && page > 1 && <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="ml-2 text-ex-accent hover:underline">{t.backToFirst}</Link>}
            </p>
          )}
        </div>
      ) : (
        <div className="mt-10 grid gap-10">
          <Browse title={t.category}>
            <CategoryList ctx={ctx} wide />
          </Browse>
          <Browse title={t.tags}>
            <TagList ctx={ctx} />
          </Browse>
        </div>
      )}
    </Frame>
  )
}
