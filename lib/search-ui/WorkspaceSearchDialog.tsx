'use client'
// The workspace search dialog: full-text search over the workspace through the local index,
// with the overlay's query rules at a slower pace (1000 ms debounce) and a warm-up call when it
// opens, so the server has its index ready by the time the first query arrives. States: loading,
// results (title and a snippet), no results, error.
import Link from '@/lib/ui/Link'
import { useMemo, useRef } from 'react'
import { QueryField } from './QueryField'
import { CloseGlyph } from './icons'
import { ownProvider, type SearchAnswer } from './providers'
import type { WorkspaceSearchProps } from './types'
import { closeFromBackdrop, useDialog } from './use-dialog'
import { useSearchQuery } from './use-search-query'

const DEBOUNCE_MS = 1000

export default function WorkspaceSearchDialog({ strings, basePath, hrefSuffix, staticIndex, onClose }: WorkspaceSearchProps & { onClose: () => void }) {
  // the site's own index: the endpoint, or a static export's file
  const provider = useMemo(() => ownProvider(basePath, staticIndex), [basePath, staticIndex])
  const { status, result, setQuery } = useSearchQuery<SearchAnswer>({
    run: provider.run,
    debounceMs: DEBOUNCE_MS,
    warmUp: true,
    onError: (err) => console.error(`[${provider.name}] search error:`, err),
  })
  const panel = useRef<HTMLDivElement>(null)
  const field = useRef<HTMLInputElement>(null)
  useDialog(panel, field, onClose)

  return (
    <div
      className="notion-search-overlay fixed inset-0 z-[100] flex items-start justify-center bg-black/40 px-4 pt-[10vh]"
      onMouseDown={(e) => e.target === e.currentTarget && closeFromBackdrop(e, onClose)}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={strings.search}
        className="notion-search flex max-h-[75vh] w-full max-w-2xl flex-col overflow-hidden rounded-xl bg-white text-neutral-900 shadow-2xl dark:bg-neutral-900 dark:text-neutral-100"
        onClick={(e) => (e.target as Element).closest('a[href]') && onClose()}
      >
        <div className="notion-search-bar flex items-center gap-2 border-b border-neutral-200 px-4 dark:border-neutral-700">
          {/* no native clear (×) beside the dialog's own close button: two crosses read as one action */}
          <QueryField
            fieldRef={field}
            placeholder={strings.placeholder}
            onQuery={setQuery}
            className="h-12 min-w-0 flex-1 bg-transparent outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {status === 'loading' && (
            <span role="status" className="notion-search-loading text-sm text-neutral-500">
              {strings.searching}
            </span>
          )}
          <button type="button" onClick={onClose} aria-label={strings.close} title={strings.close} className="rounded p-1 hover:bg-black/5 dark:hover:bg-white/10">
            <CloseGlyph />
          </button>
        </div>

        {status === 'done' && result && result.hits.length > 0 && (
          <ul className="notion-search-results overflow-y-auto py-2">
            {result.hits.map((hit) => (
              <li key={hit.objectID}>
                <Link prefetch={false} href={hit.href + hrefSuffix} className="notion-search-result block px-4 py-2 hover:bg-black/5 dark:hover:bg-white/10">
                  <span className="block font-medium">{hit.title}</span>
                  {hit._snippetResult?.text?.value && (
                    // escaped by the local index (lib/search/highlight.ts); only its <em> marks are markup
                    <span className="mt-0.5 block text-sm text-neutral-500 dark:text-neutral-400 [&_em]:font-semibold [&_em]:text-neutral-900 [&_em]:not-italic dark:[&_em]:text-neutral-100" dangerouslySetInnerHTML={{ __html: hit._snippetResult.text.value }} />
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}

        {status === 'done' && result && result.hits.length === 0 && (
          <div className="notion-search-no-results px-4 py-8 text-center">
            <p className="font-medium">{strings.noResults}</p>
            <p className="mt-1 text-sm text-neutral-500">{strings.tryDifferent}</p>
          </div>
        )}

        {status === 'error' && (
          <p role="alert" className="notion-search-error px-4 py-8 text-center text-red-600">
            {strings.error}
          </p>
        )}
      </div>
    </div>
  )
}
