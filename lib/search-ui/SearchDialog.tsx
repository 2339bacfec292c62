'use client'
// The search overlay itself, loaded by SearchModal on first open: a debounced query (300 ms) to
// the local endpoint or the hosted index, popular tags, results with the query's words marked,
// numbered pages, the result count and time, and a credit naming the provider.
import Link from '@/lib/ui/Link'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { format } from '@/lib/i18n/format'
import { pageNumbers } from '@/lib/site/pagination'
import { QueryField } from './QueryField'
import { CloseGlyph } from './icons'
import { markQuery } from './marked'
import { hostedFailed, hostedProvider, ownProvider, withFallback, type SearchAnswer } from './providers'
import type { SearchModalProps } from './types'
import { closeFromBackdrop, useDialog } from './use-dialog'
import { useSearchQuery } from './use-search-query'
import { useActiveResult } from './use-active-result'
import { FIELD_CLASS, OVERLAY_CLASS, PANEL_CLASS } from './look'

const DEBOUNCE_MS = 300
/** Marks are added this long after a list arrives: the list paints first, and a list replaced
 * sooner (fast typing, quick paging) is never marked at all. */
const MARK_DELAY_MS = 150
const MAX_TAGS = 10

const CHIP = 'rounded-md border border-neutral-200 px-2 py-0.5 text-sm hover:border-(--lp-search-accent) hover:text-(--lp-search-accent) dark:border-neutral-700'

export interface SearchDialogProps extends SearchModalProps {
  /** the query it was opened with (the open action's), and any later one */
  initialQuery: string
  /** what the reader typed before the dialog was drawn (SearchModal's stand-in field) */
  typed?: RefObject<string>
  /** what had the focus before the overlay was asked for */
  opener?: RefObject<HTMLElement | null>
  onClose: () => void
}

export default function SearchDialog({ strings, tags, basePath, hrefSuffix, hosted, staticIndex, initialQuery, typed, opener, onClose }: SearchDialogProps) {
  // the hosted index when configured, the site's own search when it fails (said above the
  // results); the credit names the one answering
  const [fellBack, setFellBack] = useState(false)
  const { own, asked } = useMemo(() => {
    const own = ownProvider(basePath, staticIndex)
    if (!hosted) return { own, asked: own }
    const remote = hostedProvider(hosted)
    const onFallBack = (err: unknown) => {
      console.error(`[${remote.name}] search error, using the site's own search:`, err)
      setFellBack(true)
    }
    return { own, asked: withFallback(remote, own, onFallBack) }
  }, [hosted, basePath, staticIndex])
  const unavailable = fellBack || (asked !== own && hostedFailed(asked))
  const provider = unavailable ? own : asked
  const { query, page, result, setQuery, setPage } = useSearchQuery<SearchAnswer>({
    run: asked.run,
    debounceMs: DEBOUNCE_MS,
    onError: (err) => console.error(`[${provider.name}] search error:`, err),
  })
  // the field starts with what the stand-in holds, read in the render that replaces it
  const [start] = useState(() => typed?.current ?? initialQuery)
  // searched for in the commit itself: a key typed next then always comes after it
  useLayoutEffect(() => setQuery(start), [start, setQuery])
  const seen = useRef(initialQuery)
  useEffect(() => {
    if (initialQuery === seen.current) return
    seen.current = initialQuery
    setQuery(initialQuery)
  }, [initialQuery, setQuery])

  const [marked, setMarked] = useState<SearchAnswer | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setMarked(result), MARK_DELAY_MS)
    return () => clearTimeout(timer)
  }, [result])

  const panel = useRef<HTMLDivElement>(null)
  const field = useRef<HTMLInputElement>(null)
  // the field takes the focus as it is drawn, before the next key can arrive
  useLayoutEffect(() => {
    const el = field.current
    el?.focus({ preventScroll: true })
    el?.setSelectionRange(el.value.length, el.value.length)
  }, [])
  useDialog(panel, field, onClose, opener)
  const titleId = useId()
  const listId = useId()
  const hits = result?.hits ?? []
  const { active, optionId, fieldProps } = useActiveResult(listId, hits.length, result)
  const link = (path: string) => path + hrefSuffix

  return (
    <div
      className={OVERLAY_CLASS}
      onMouseDown={(e) => e.target === e.currentTarget && closeFromBackdrop(e, onClose)}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`leafpress-search ${PANEL_CLASS}`}
        onClick={(e) => (e.target as Element).closest('a[href]:not([target])') && onClose()}
      >
        {/* Only the result list may shrink when the panel reaches its height limit: the field,
            the tags and the footer keep their size while results come and go. */}
        <div className="flex shrink-0 items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold">
            {strings.title}
          </h2>
          <button type="button" onClick={onClose} aria-label={strings.close} title={strings.close} className="rounded-full p-1.5 hover:bg-black/5 dark:hover:bg-white/10">
            <CloseGlyph />
          </button>
        </div>

        <QueryField
          fieldRef={field}
          initial={start}
          placeholder={strings.placeholder}
          onQuery={setQuery}
          combobox={fieldProps}
          className={FIELD_CLASS}
        />

        {unavailable && (
          <p role="status" className="search-unavailable shrink-0 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-300">
            {strings.unavailable}
          </p>
        )}

        {tags.length > 0 && (
          <ul aria-label={strings.tags} className="flex shrink-0 flex-wrap gap-2">
            {tags.slice(0, MAX_TAGS).map((tag) => (
              <li key={tag}>
                <Link prefetch={false} href={link(`/tag/${encodeURIComponent(tag)}`)} className={CHIP}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}

        {hits.length > 0 && (
          <ul id={listId} role="listbox" aria-label={strings.title} className="search-results -mx-1 flex min-h-0 flex-col overflow-y-auto">
            {hits.map((hit, i) => (
              <li key={hit.objectID} role="none">
                <Link
                  prefetch={false}
                  href={link(hit.href)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  // the field keeps the focus (aria-activedescendant); a click still opens it
                  tabIndex={-1}
                  className="block rounded-lg px-2 py-2 hover:bg-black/5 aria-selected:bg-(--lp-search-accent)/12 aria-selected:text-(--lp-search-accent) dark:hover:bg-white/10"
                >
                  {marked === result ? markQuery(hit.title, query) : hit.title}
                </Link>
              </li>
            ))}
          </ul>
        )}

        {result && result.nbPages > 1 && (
          <nav aria-label={strings.pagination} className="flex shrink-0 flex-wrap gap-1.5">
            {pageNumbers(page + 1, result.nbPages).map((n, i) =>
              n === 'gap' ? (
                <span key={`gap-${i}`} aria-hidden="true" className="px-1">
                  …
                </span>
              ) : (
                <button
                  key={n}
                  type="button"
                  aria-current={n === page + 1 ? 'page' : undefined}
                  onClick={() => setPage(n - 1)}
                  className={`h-8 min-w-8 rounded-md px-2 text-sm ${n === page + 1 ? 'bg-(--lp-search-accent) text-(--lp-search-accent-fg)' : 'border border-neutral-200 hover:border-(--lp-search-accent) dark:border-neutral-700'}`}
                >
                  {n}
                </button>
              ),
            )}
          </nav>
        )}

        {result && (
          <p className="search-summary shrink-0 text-sm text-neutral-500 dark:text-neutral-400">
            {format(strings.results, { n: result.nbHits, ms: result.processingTimeMS })}
          </p>
        )}

        <p className="search-credit shrink-0 border-t border-neutral-200 pt-3 text-right text-xs text-neutral-500 dark:border-neutral-700 dark:text-neutral-400">
          {/* the locale's wording around the provider's name, which stays a link when it has one */}
          {strings.credit.split(/(\{provider\})/).map((part, i) =>
            part !== '{provider}' ? (
              part
            ) : provider.url ? (
              <a key={i} href={provider.url} target="_blank" rel="noopener noreferrer" className="font-semibold hover:underline">
                {provider.name}
              </a>
            ) : (
              <span key={i} className="font-semibold">
                {provider.name}
              </span>
            ),
          )}
        </p>
      </div>
    </div>
  )
}
