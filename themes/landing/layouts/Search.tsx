// The search page: the box in a rounded field under the centred title, then the hits as post
// rows (the keyword marked; the highlight HTML arrives escaped from lib/search) with numbered
// pages, or — without a keyword — the categories and tags as chips to browse.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import type { SearchResponse } from '@/lib/search'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import { pageHref } from '@/lib/site/pagination'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageIntro from '../components/PageIntro'
import Pages from '../components/Pages'
import { CategoryChips, TagChipCloud } from './taxonomy'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Under the last page of hits: it says so; past the last page, a button back to the first. */
function EndOfHits({ note, back }: { note: string; back: { href: string; text: string } | null }) {
  return (
    <div className="mt-12 flex flex-col items-center gap-4 text-center text-[var(--ld-muted)]">
      <p>{note}</p>
      {back && (
        <Link prefetch={false} href={back.href} className="ld-btn ld-btn-ink">
          {back.text}
        </Link>
      )}
    </div>
  )
}

export default function Search({ ctx, keyword, result, page }: { ctx: ThemeContext; keyword: string; result: SearchResponse | null; page: number }) {
  const t = labels(ctx)
  const root = '/search/' + encodeURIComponent(keyword)
  const lastPage = result?.nbPages ?? 0
  const end = result !== null && page >= lastPage
  return (
    <Frame ctx={ctx}>
      <PageIntro title={t.search} line={result ? `${format(t.searchResultsFor, { keyword })} · ${format(t.searchResultsCount, { n: result.nbHits })}` : undefined}>
        <SearchBox
          {...searchBoxProps(ctx, keyword)}
          className="ld-search-box mx-auto mt-8 h-14 max-w-xl rounded-full border border-[var(--ld-line)] bg-[var(--ld-card)] pl-2 text-left text-[var(--ld-fg)] shadow-sm transition-shadow focus-within:border-[var(--ld-accent)] focus-within:shadow-[0_0_0_4px_rgb(37_99_235/0.15)] [&_input]:placeholder:text-[var(--ld-muted)]"
        />
      </PageIntro>
      <div className="ld-wrap max-w-4xl pt-12">
        {result ? (
          <>
            <div className="ld-hits flex flex-col gap-4">
              {result.hits.map((hit) => (
                <article key={hit.objectID} className="ld-hit ld-card ld-card-lift p-5">
                  <h2 className="text-lg leading-snug font-bold md:text-xl">
                    <Link prefetch={false} href={ctx.href(hit.href)} className="ld-title-link" dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escape(hit.title) }} />
                  </h2>
                  <p className="mt-2 line-clamp-3 leading-7 text-[var(--ld-muted)]" dangerouslySetInnerHTML={{ __html: hit._highlightResult?.summary?.value ?? escape(hit.summary) }} />
                </article>
              ))}
            </div>
            {page <= result.nbPages && <Pages ctx={ctx} page={page} totalPages={result.nbPages} root={root} />}
            {end && <EndOfHits note={format(result.nbHits ? t.searchNoMore : t.noResultsFor, { keyword })} back={page > 1 && page > result.nbPages ? { href: ctx.href(pageHref(root, 1)), text: t.backToFirst } : null} />}
          </>
        ) : (
          <div className="flex flex-col gap-12">
            <section aria-labelledby="ld-s-cats">
              <h2 id="ld-s-cats" className="mb-5 text-xl font-bold text-[var(--ld-fg)]">
                {t.category}
              </h2>
              <CategoryChips ctx={ctx} />
            </section>
            <section aria-labelledby="ld-s-tags">
              <h2 id="ld-s-tags" className="mb-5 text-xl font-bold text-[var(--ld-fg)]">
                {t.tags}
              </h2>
              <TagChipCloud ctx={ctx} />
            </section>
          </div>
        )}
      </div>
    </Frame>
  )
}
