'use client'
// Moving through the overlay's results from the query field (the ARIA combobox pattern): focus
// stays in the field, ArrowDown/ArrowUp move the active result (wrapping round), Enter opens it.
// The field names the active result with aria-activedescendant, so screen readers announce it
// without the focus leaving the text.
import { useEffect, useState, type KeyboardEvent } from 'react'

export interface ActiveResult {
  /** index of the active result, -1 for none */
  active: number
  /** the id of result `i` (for the option and aria-activedescendant) */
  optionId: (i: number) => string
  /** the field's combobox attributes and key handler */
  fieldProps: {
    role: 'combobox'
    'aria-expanded': boolean
    'aria-controls': string
    'aria-autocomplete': 'list'
    'aria-activedescendant': string | undefined
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void
  }
}

/**
 * `count` results in the list `listId`; `list` changes whenever a new list arrives (a new
 * query or page), which starts over with no active result. (QueryField keeps the keys an input
 * method uses to pick a candidate away from onKeyDown.)
 */
export function useActiveResult(listId: string, count: number, list: unknown): ActiveResult {
  const [state, setState] = useState<{ list: unknown; active: number }>({ list, active: -1 })
  // a new list: nothing active (derived during render, not in an effect, so no stale frame)
  const active = state.list === list ? Math.min(state.active, count - 1) : -1
  const optionId = (i: number) => `${listId}-${i}`

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, listId])

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (count === 0) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault() // the caret stays where it is
      const step = e.key === 'ArrowDown' ? 1 : -1
      const next = active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count
      setState({ list, active: next })
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault()
      // the result's own link: the same navigation (and closing) as a click
      document.getElementById(optionId(active))?.click()
    }
  }

  return {
    active,
    optionId,
    fieldProps: {
      role: 'combobox',
      'aria-expanded': count > 0,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    },
  }
}
