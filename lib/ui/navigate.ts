// Every navigation an island starts is a full page load. A page's markup is sent once, in its
// HTML (lib/ui/send-once), and its RSC payload only points at it: a document and the payload
// inlined in it are one response, always of one version, while a client-side navigation would
// pair this document with a payload fetched later — from another instance, a CDN copy or a
// regeneration in between — whose leaves this document may not have. Pages are ISR pages served
// from cache, so a full load costs about what a client navigation's payload would.
import { withBasePath } from './Link'
import { inLanguage } from './link-prefix'

/** Loads a page of this site (a path without the sub path and language prefix: both are added as Link does). */
export function goTo(href: string): void {
  location.assign(withBasePath(inLanguage(href), process.env.LEAFPRESS_SUB_PATH ?? ''))
}
