// A static export's lock prompt, once the reader typed a password (lib/lock/LockPrompt.tsx loads
// this only on a locked page of an export): the page's sealed body (lib/export/seal.ts) is
// fetched, opened with the password (./sealed.ts, WebCrypto) and shown where the lock stood.
//
// Where: the theme's lock frame (every theme wraps the prompt in an element with a `<name>-lock`
// class — heo shows the bare prompt, `leafpress-lock`) is hidden and the body put before it, in
// the element that holds the body when the server renders it unlocked. What the themes draw
// around an unlocked body only (the table of contents built from it, an in-article ad, landing's
// cover) stays as on the locked page: those are in the page, not in the sealed part.
//
// Remembered for the tab: the password that opened the body is kept in sessionStorage under the
// lock's post id, so this page on reload and the pages under the post open without asking again;
// it is what the reader typed, nothing derived, and leaves with the tab.
import type { ComponentType } from 'react'
import { NotionBehaviour } from '@/lib/render/islands/body-behaviour'
import { openSealed } from './sealed'

const KEY = 'leafpress:unlocked:'
const FRAME = /(^|\s)[\w-]+-lock(\s|$)/
/** how far above the prompt a theme's frame may start */
const FRAME_DEPTH = 4

let fetched: { address: string; json: Promise<string> } | undefined
function sealedFile(address: string): Promise<string> {
  if (fetched?.address !== address) {
    const json = fetch(address).then((res) => {
      if (!res.ok) throw new Error(`${address} answered ${res.status}`)
      return res.text()
    })
    json.catch(() => (fetched = undefined)) // tried again on the next attempt
    fetched = { address, json }
  }
  return fetched.json
}

/** Sets the prompt's state to the component to draw once the body is shown: the body's behaviour. */
type Shown = (behaviour: () => ComponentType) => void

/** Opens the body with this password and tells `shown`; false when the password is wrong. */
export async function open(address: string, postId: string, password: string, shown: Shown): Promise<boolean> {
  const html = await openSealed(await sealedFile(address), password)
  if (html === null) return false
  try {
    sessionStorage.setItem(KEY + postId, password)
  } catch {} // storage refused (private mode): the reader types it again on the next page
  show(html)
  shown(() => NotionBehaviour)
  return true
}

/** Opens the body with the password kept for this tab, if any (one that no longer opens it is forgotten). */
export async function reopen(address: string, postId: string, shown: Shown): Promise<void> {
  let kept: string | null = null
  try {
    kept = sessionStorage.getItem(KEY + postId)
  } catch {}
  if (kept && !(await open(address, postId, kept, shown).catch(() => false))) sessionStorage.removeItem(KEY + postId)
}

function show(html: string) {
  const form = document.querySelector<HTMLElement>('form.leafpress-lock')
  if (!form) return
  let frame = form
  let at: HTMLElement | null = form
  for (let depth = 0; at && depth <= FRAME_DEPTH && !/^(ARTICLE|MAIN|BODY)$/.test(at.tagName); depth++, at = at.parentElement) {
    if (FRAME.test(at.className)) frame = at
  }
  const holder = document.createElement('div')
  holder.innerHTML = html
  frame.before(...holder.childNodes)
  frame.hidden = true
}
