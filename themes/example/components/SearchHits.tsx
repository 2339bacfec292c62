// SLOT: search results. One entry per hit: the title (a link) and the summary, the matched
// words in blue (the highlight HTML arrives escaped from lib/search), and the day.
import { formatDay } from '@/lib/render/dates'
import type { SearchHit } from '@/lib/search'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export default function SearchHits({ ctx, hits }: { ctx: ThemeContext; hits: SearchHit[] }) {
  return (
    <ul className="example-hits divide-y divide-ex-line">
      {hits.map((hit) => (
        <li key={hit.objectID} className="example-hit py-5">
          <h2 className="text-xl font-light">
            <Link
              prefetch={false}
              href={ctx.href(hit.href)}
              className="example-link"
              dangerouslySetInnerHTML={{ __html: hit._highlightResult?.title?.value ?? escapeHtml(hit.title) }}
            />
          </h2>
          {hit.publishDay && (
            <time dateTime={hit.publishDay} className="mt-1 block text-sm text-ex-muted">
              {formatDay(hit.publishDay)}
            </time>
          )}
          <p
            className="mt-2 line-clamp-3 leading-relaxed text-ex-muted"
            dangerouslySetInnerHTML={{ __html: hit._highlightResult?.summary?.value ?? escapeHtml(hit.summary) }}
          />
        </li>
      ))}
    </ul>
  )
}
