'use client'
// Tabs: a tab list and its panels, after the WAI-ARIA tabs pattern. Headless: the theme gives
// each tab's label and panel (server-drawn children) and every class, and styles the chosen
// tab through `aria-selected` / `data-selected`. Behaviour, once for every theme:
// - role tablist / tab / tabpanel, each tab names its panel and the panel is labelled by it;
// - only the chosen tab is in the tab order; ArrowLeft/ArrowRight (ArrowUp/ArrowDown when
//   `vertical`), Home and End move to another tab and choose it;
// - the other panels are `hidden` (still in the HTML, for readers without JavaScript the
//   initial panel shows);
// - the root carries `data-tab` = the chosen tab's key.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface TabItem {
  /** stable key, also the suffix of the tab's and panel's ids */
  key: string
  label: ReactNode
  panel: ReactNode
}

export interface TabsProps {
  /** prefix of the ids (`<id>-tab-<key>`, `<id>-panel-<key>`) */
  id: string
  /** the tab list's accessible name */
  label: string
  items: TabItem[]
  /** the key of the tab chosen first (the first tab when absent or unknown) */
  initial?: string
  vertical?: boolean
  className?: string
  listClassName?: string
  tabClassName?: string
  panelClassName?: string
}

const NEXT_KEYS = { horizontal: ['ArrowRight', 'ArrowLeft'], vertical: ['ArrowDown', 'ArrowUp'] } as const

export default function Tabs({ id, label, items, initial, vertical = false, className, listClassName, tabClassName, panelClassName }: TabsProps) {
  const first = Math.max(0, items.findIndex((t) => t.key === initial))
  const [chosen, setChosen] = useState(first)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const [forward, back] = NEXT_KEYS[vertical ? 'vertical' : 'horizontal']

  const choose = (i: number) => {
    setChosen(i)
    buttons.current[i]?.focus()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const n = items.length
    let to: number | null = null
    if (e.key === forward) to = (chosen + 1) % n
    else if (e.key === back) to = (chosen - 1 + n) % n
    else if (e.key === 'Home') to = 0
    else if (e.key === 'End') to = n - 1
    if (to === null) return
    e.preventDefault()
    choose(to)
  }

  return (
    <div className={className} data-tab={items[chosen]?.key}>
      <div role="tablist" aria-label={label} aria-orientation={vertical ? 'vertical' : 'horizontal'} onKeyDown={onKeyDown} className={listClassName}>
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-controls={`${id}-panel-${t.key}`}
            aria-selected={i === chosen}
            data-selected={i === chosen}
            tabIndex={i === chosen ? 0 : -1}
            onClick={() => setChosen(i)}
            className={tabClassName}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t, i) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${id}-panel-${t.key}`}
          aria-labelledby={`${id}-tab-${t.key}`}
          tabIndex={0}
          hidden={i !== chosen}
          className={panelClassName}
        >
          {t.panel}
        </div>
      ))}
    </div>
  )
}
