'use client'
// A button that flips a data attribute on an element: a collapsible sidebar, a compact mode,
// anything a theme styles from `[data-…="true"]`. Headless: the theme gives the classes and
// the children and styles both states through the attribute.
// - `target`: the element's id; without one the attribute goes on <html>, so the state holds
//   for every part of the page (and survives a client-side navigation);
// - `controls`: the id of what the button shows and hides; then it says aria-expanded (the
//   element is expanded while the attribute is off) and takes `onLabel` as its name while on;
//   without it, aria-pressed;
// - `remember`: a storage key: the state is kept for the next pages (place
//   `toggleRestoreScript(attr, key)` from ./toggle-memory in the page, before what it styles,
//   so a remembered state is there before the first paint).
// - `modal`: the id of a panel the button opens as a modal dialog while on, for a panel that
//   is a column on wide screens and slides over on phones (gitbook's page tree): while on it
//   is a named dialog, focus is trapped in it, Escape closes it and focus comes back to the
//   button (use-overlay.ts); a followed link (a change of path) closes it. Other toggles of the
//   attribute (a close button, the veil) just turn it off.
// Several toggles of one attribute stay in agreement (they watch the attribute).
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { rememberToggle } from './toggle-memory'
import { useOverlay } from './use-overlay'

export interface ToggleProps {
  /** the attribute to flip, e.g. 'data-aside-closed' ('true' while on, absent while off) */
  attr: `data-${string}`
  target?: string
  controls?: string
  label: string
  onLabel?: string
  remember?: string
  modal?: string
  className?: string
  children: ReactNode
}

const element = (target?: string) => (target ? document.getElementById(target) : document.documentElement)

export default function Toggle({ attr, target, controls, label, onLabel, remember, modal, className, children }: ToggleProps) {
  const [on, setOn] = useState(false)
  const panel = useRef<HTMLElement | null>(null)
  const pathname = usePathname()
  const turnOff = () => element(target)?.removeAttribute(attr)
  useOverlay(!!modal && on, panel, turnOff)
  useEffect(() => {
    if (modal) element(target)?.removeAttribute(attr)
  }, [modal, pathname, attr, target])
  useEffect(() => {
    const el = modal ? document.getElementById(modal) : null
    panel.current = el
    if (!el || !on) return
    // a dialog only while it lies over the page
    // (named by its own aria-label, else by the button's name)
    const named = el.hasAttribute('aria-label')
    el.setAttribute('role', 'dialog')
    el.setAttribute('aria-modal', 'true')
    if (!named) el.setAttribute('aria-label', label)
    return () => ['role', 'aria-modal', ...(named ? [] : ['aria-label'])].forEach((a) => el.removeAttribute(a))
  }, [modal, on, label])
  useEffect(() => {
    const el = element(target)
    if (!el) return
    const read = () => setOn(el.getAttribute(attr) === 'true')
    read()
    const watch = new MutationObserver(read)
    watch.observe(el, { attributes: true, attributeFilter: [attr] })
    return () => watch.disconnect()
  }, [attr, target])
  const flip = () => {
    const el = element(target)
    if (!el) return
    const next = el.getAttribute(attr) !== 'true'
    if (next) el.setAttribute(attr, 'true')
    else el.removeAttribute(attr)
    if (remember) rememberToggle(remember, next)
  }
  const name = on && onLabel ? onLabel : label
  return (
    <button
      className={className}
      data-on={on}
      aria-controls={controls}
      aria-expanded={controls ? !on : undefined}
      aria-pressed={controls ? undefined : on}
      aria-label={name}
      title={name}
      type="button"
      onClick={flip}
    >
      {children}
    </button>
  )
}
