// A locked page in a static export (issue #43): its body leaves as ciphertext only. The export
// fetches the page UNLOCKED from its own server, `seal`s it with the page's password and writes
// the JSON at `sealedPath`; the page itself is saved LOCKED (the prompt, no body). In the
// browser the prompt fetches the JSON from `sealedAddress` and opens it with the password the
// reader types (lib/export/client/open-in-page.ts). Format and crypto: lib/export/client/sealed.ts.
//
// What is sealed is what the lock withholds on the server: the rendered body, between two empty
// marks the article screen writes around it only when it renders an unlocked body of a locked
// post (or of a page under one) for an export (lib/route/article.tsx): no other page, and no
// page at all without LEAFPRESS_EXPORT, carries a byte of them.
// No Next or server-only imports: the export script runs it under plain Node.
import { deriveKey, IV_BYTES, PBKDF2_ITERATIONS, SALT_BYTES, SEALED_VERSION, toBase64, type SealedFile } from './client/sealed'

/** The attributes of the two marks (empty <template> elements, inert where they stand). */
export const SEAL_START = 'data-lp-seal-start'
export const SEAL_END = 'data-lp-seal-end'
const START_TAG = `<template ${SEAL_START}=""></template>`
const END_TAG = `<template ${SEAL_END}=""></template>`

/**
 * Where a page's sealed body is written, as a site path like the page's own (no sub path):
 * `/article/x` → `/article/x.sealed.json`, `/en/article/x/<id>` → `/en/article/x/<id>.sealed.json`.
 * Beside the page whatever layout the export writes (`x.html` or `x/index.html`).
 */
export function sealedPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}.sealed.json`
}

/** The address a reader's browser fetches it from: `sealedPath` under LEAFPRESS_SUB_PATH. */
export function sealedAddress(pagePath: string): string {
  return `${process.env.LEAFPRESS_SUB_PATH ?? ''}${sealedPath(pagePath)}`
}

/** The body between the marks of an unlocked page's HTML; throws when the page has none. */
export function sealedPart(unlockedHtml: string): string {
  const start = unlockedHtml.indexOf(START_TAG)
  if (start < 0) throw new Error('seal: the page has no sealed part (rendered without LEAFPRESS_EXPORT=1, or locked?)')
  if (unlockedHtml.indexOf(START_TAG, start + 1) >= 0) throw new Error('seal: the page has two sealed parts')
  const from = start + START_TAG.length
  // the body cannot hold the end mark: text and attributes are escaped ('<' is &lt;)
  const end = unlockedHtml.indexOf(END_TAG, from)
  if (end < 0) throw new Error('seal: the sealed part has no end')
  return unlockedHtml.slice(from, end)
}

/** The JSON to write at `sealedPath(path)` for the unlocked HTML of a locked page. */
export async function seal(unlockedHtml: string, password: string): Promise<{ json: string }> {
  const body = sealedPart(unlockedHtml)
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const key = await deriveKey(password, salt, PBKDF2_ITERATIONS, 'encrypt')
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(body)))
  const file: SealedFile = { v: SEALED_VERSION, cipher: 'AES-GCM', kdf: 'PBKDF2', hash: 'SHA-256', iterations: PBKDF2_ITERATIONS, salt: toBase64(salt), iv: toBase64(iv), data: toBase64(data) }
  return { json: JSON.stringify(file) }
}
