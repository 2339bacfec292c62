'use client'
// The search overlay's always-loaded part, mounted once per page by the theme: it listens for
// the open action (openSearch() in lib/ui/search-events.ts) and for cmd/ctrl+K and cmd/ctrl+P,
// and loads the dialog itself only when it is first opened. Until its code has arrived a plain
// field in the dialog's place takes the keys, so nothing typed right after the shortcut is lost:
// the dialog starts with what it holds (read while rendering, committed in the same task, so
// no key falls between the two) and takes the focus as it is drawn.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react'
import { OPEN_SEARCH_EVENT } from '@/lib/ui/search-events'
import { FIELD_CLASS, OVERLAY_CLASS, PANEL_CLASS } from './look'
import type { SearchDialogProps } from './SearchDialog'
import type { SearchModalProps } from './types'

const SHORTCUT_KEYS = new Set(['k', 'p'])

type Dialog = ComponentType<SearchDialogProps>
/** the dialog's code, once loaded (kept for the page's life: a second open draws it at once) */
let loaded: Dialog | null = null
let loading: Promise<Dialog> | null = null
const loadDialog = () => (loading ??= import('./SearchDialog').then((m) => (loaded = m.default)))

export default function SearchModal(props: SearchModalProps) {
  /** the query to open with, or null while closed */
  const [opened, setOpened] = useState<string | null>(null)
  const [Dialog, setDialog] = useState<Dialog | null>(() => loaded)
  /** what the field holds before the dialog is drawn (the query opened with, then the keys) */
  const typed = useRef('')
  /** what had the focus when the overlay was asked for: it gets it back on close */
  const opener = useRef<HTMLElement | null>(null)
  const isOpen = useRef(false)
  useEffect(() => {
    const open = (query: string | undefined) => {
      if (!isOpen.current) {
        isOpen.current = true
        opener.current = document.activeElement as HTMLElement | null
        typed.current = query ?? ''
        setOpened(query ?? '')
      } else if (query !== undefined) setOpened(query)
      if (!loaded) void loadDialog().then((d) => setDialog(() => d))
    }
    const onOpen = (e: Event) => open((e as CustomEvent<{ query?: string } | undefined>).detail?.query)
    const onKey = (e: KeyboardEvent) => {
      if (!(e.metaKey || e.ctrlKey) || e.altKey || e.shiftKey || !SHORTCUT_KEYS.has(e.key.toLowerCase())) return
      e.preventDefault() // cmd/ctrl+P would otherwise print the page
      open(undefined)
    }
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen)
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen)
      window.removeEventListener('keydown', onKey)
    }
  }, [])
  if (opened === null) return null
  const close = () => {
    isOpen.current = false
    setOpened(null)
  }
  if (!Dialog) return <PendingField typed={typed} opener={opener} title={props.strings.title} placeholder={props.strings.placeholder} onClose={close} />
  return <Dialog {...props} initialQuery={opened} typed={typed} opener={opener} onClose={close} />
}

/** The dialog's frame and field while its code loads: focused as soon as it is drawn, so the
 * keys typed meanwhile land in it; Escape or a press on the backdrop closes. */
function PendingField({ typed, opener, title, placeholder, onClose }: { typed: RefObject<string>; opener: RefObject<HTMLElement | null>; title: string; placeholder: string; onClose: () => void }) {
  const field = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => field.current?.focus({ preventScroll: true }), [])
  // closed before the dialog came: the focus goes back
  const close = () => {
    onClose()
    opener.current?.focus?.({ preventScroll: true })
  }
  return (
    <div className={OVERLAY_CLASS} onMouseDown={(e) => e.target === e.currentTarget && (e.preventDefault(), close())}>
      {/* the dialog's look, not its name (.leafpress-search is the dialog, and only the dialog) */}
      <div className={`leafpress-search-pending ${PANEL_CLASS}`} aria-busy="true">
        {/* the dialog's title row, so its field shows where the dialog's will be */}
        <div className="flex shrink-0 items-center justify-between">
          <p className="text-lg font-bold">{title}</p>
          <span className="h-8 w-8" />
        </div>
        <input
          ref={field}
          type="search"
          defaultValue={typed.current}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(e) => (typed.current = e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && !e.nativeEvent.isComposing && (e.preventDefault(), close())}
          className={FIELD_CLASS}
        />
      </div>
    </div>
  )
}
