// The search page: a large search box, then the results as stories (the keyword marked), their
// pagination and a "no more" line naming the keyword; without a keyword, the categories and
// tags to browse instead.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import SearchBox from '@/lib/search-ui/SearchBox'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import PostStream from '../components/PostStream'
import Shell from '../components/Shell'
import TagChips from '../components/TagChips'

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = `/search/${encodeURIComponent(keyword)}`
  const posts = (result?.hits ?? []).map((h) => ctx.site.byHref.get(h.href)).filter((p): p is Post => !!p)
  return (
    <Shell ctx={ctx}>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-[2.5rem]">{t.search}</h1>
      <SearchBox
        {...searchBoxProps(ctx, keyword)}
        className="md-search-page mt-6 h-12 overflow-hidden rounded-full border border-[var(--md-line)] text-base focus-within:border-[var(--md-fg)] [&_input]:placeholder:text-[var(--md-muted)]"
      />
      {result ? (
        <div className="mt-8">
          <p className="mb-4 border-b border-[var(--md-line)] pb-4 text-sm text-[var(--md-muted)]">
            {format(t.searchResultsFor, { keyword })} · {format(t.searchResultsCount, { n: result.nbHits })}
          </p>
          {posts.length > 0 && page <= result.nbPages && (
            <PostStream ctx={ctx} posts={posts} page={page} totalPages={result.nbPages} root={root} query={keyword} />
          )}
          {page >= result.nbPages && (
            <p className="md-serif mt-10 text-center text-[var(--md-muted)]">{format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })}</p>
          )}
          {page > 1 && page > result.nbPages && (
            <p className="mt-4 text-center">
              <Link prefetch={false} href={ctx.href(root)} className="md-pill">
                {t.backToFirst}
              </Link>
            </p>
          )}
        </div>
      ) : (
        <div className="mt-10 space-y-10">
          {(
            [
              ['category', t.category, ctx.site.categories],
              ['tag', t.tags, ctx.site.tags],
            ] as const
          ).map(([kind, title, items]) => (
            <section key={kind}>
              <h2 className="mb-4 text-lg font-bold">{title}</h2>
              <TagChips ctx={ctx} tags={items} kind={kind} large={kind === 'category'} />
            </section>
          ))}
        </div>
      )}
    </Shell>
  )
}
