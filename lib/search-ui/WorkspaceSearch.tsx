'use client'
// The renderer's workspace search: a button a page-level layout can place (e.g. in a
// Notion-style page header) that opens a full-text search dialog over the workspace, backed by
// the local index. The dialog's code loads on first open.
import { lazy, Suspense, useState } from 'react'
import { SearchGlyph } from './icons'
import type { WorkspaceSearchProps } from './types'

const WorkspaceSearchDialog = lazy(() => import('./WorkspaceSearchDialog'))

export default function WorkspaceSearch(props: WorkspaceSearchProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={props.strings.search}
        title={props.strings.search}
        aria-haspopup="dialog"
        className={props.className ? `notion-search-button ${props.className}` : 'notion-search-button'}
      >
        <SearchGlyph />
      </button>
      {open && (
        <Suspense fallback={null}>
          <WorkspaceSearchDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
