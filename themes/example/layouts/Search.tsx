// LAYOUT Search (/search, /search/X, /search/X/page/N): the search box; with a keyword the
// results, the pagination and a closing line naming the keyword; without one the categories
// and the tags to browse.
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { pageHref } from '@/lib/site/pagination'
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/themes/types'
import CategoryList from '../components/CategoryList'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'
import Pagination from '../components/Pagination'
import SearchHits from '../components/SearchHits'
import SearchInput from '../components/SearchInput'
import TagList from '../components/TagList'

type Props = { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }

export default function Search({ ctx, keyword, result, page }: Props) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const subtitle = result ? `${format(t.searchResultsFor, { keyword })} · ${format(t.searchResultsCount, { n: result.nbHits })}` : undefined
  return (
    <Frame ctx={ctx} title={<PageTitle title={t.search} subtitle={subtitle} />}>
      <SearchInput ctx={ctx} keyword={keyword} />
      {result ? (
        <div className="mt-4">
          <SearchHits ctx={ctx} hits={result.hits} />
          {page <= result.nbPages && <Pagination ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
          {page >= result.nbPages && (
            <p className="mt-8 text-center text-sm text-ex-muted">{format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}</p>
          )}
          {page > 1 && page > result.nbPages && (
            <p className="mt-2 text-center text-sm">
              <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="text-ex-accent hover:underline">
                {t.backToFirst}
              </Link>
            </p>
          )}
        </div>
      ) : (
        <div className="mt-10 grid gap-10">
          <section>
            <h2 className="mb-3 text-xl font-light">{t.category}</h2>
            <CategoryList ctx={ctx} wide />
          </section>
          <section>
            <h2 className="mb-3 text-xl font-light">{t.tags}</h2>
            <TagList ctx={ctx} />
          </section>
        </div>
      )}
    </Frame>
  )
}
