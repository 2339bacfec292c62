'use client'
// The query field of the search dialogs: shows every keystroke, but hands the dialog a query
// only outside input-method composition (and once more when a composition ends).
import { useState, type RefObject } from 'react'
import { useComposition } from './composition'
import type { ActiveResult } from './use-active-result'

export function QueryField({
  fieldRef,
  initial = '',
  placeholder,
  onQuery,
  className,
  combobox,
}: {
  fieldRef: RefObject<HTMLInputElement | null>
  initial?: string
  placeholder: string
  onQuery: (q: string) => void
  className: string
  /** the field drives a result list (SearchDialog); its keys never act mid-composition */
  combobox?: ActiveResult['fieldProps']
}) {
  const [text, setText] = useState(initial)
  const { handlers, composing, isComposingKey } = useComposition(onQuery)
  return (
    <input
      {...combobox}
      onKeyDown={combobox && ((e) => !isComposingKey(e) && combobox.onKeyDown(e))}
      ref={fieldRef}
      type="search"
      value={text}
      placeholder={placeholder}
      aria-label={placeholder}
      onChange={(e) => {
        setText(e.target.value)
        if (!composing.current) onQuery(e.target.value)
      }}
      {...handlers}
      className={className}
    />
  )
}
