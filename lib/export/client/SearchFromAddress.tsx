// `/search/<keyword>` on a static host (issue #43). The server renders that page per request;
// a static host has no file for it and answers with 404.html, the not-found screen. So the
// not-found screen of an export carries this script: when the address is a search address
// (`<sub path>[/<language prefix>]/search/<keyword>`), it opens the search overlay with the
// keyword, which searches the index file in the browser (lib/search-ui/static-search.ts). The
// overlay is an island: the script asks again until it is drawn (hydration), for 10 s at most.
// Server component, plain inline script: nothing is loaded on other pages.
import { OPEN_SEARCH_EVENT } from '@/lib/ui/search-events'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** The pattern of a search address, its keyword in group 1. */
export function searchAddressPattern(subPath: string, prefixes: string[]): string {
  const langs = prefixes.filter(Boolean).map(escapeRegExp)
  return `^${escapeRegExp(subPath)}${langs.length ? `(?:/(?:${langs.join('|')}))?` : ''}/search/([^/]+)/?$`
}

export function SearchFromAddress({ subPath, prefixes }: { subPath: string; prefixes: string[] }) {
  const script = `(function(){var m=location.pathname.match(new RegExp(${JSON.stringify(searchAddressPattern(subPath, prefixes))}));if(!m)return;var q;try{q=decodeURIComponent(m[1])}catch(e){return}var n=0;(function ask(){if(document.querySelector('.leafpress-search,.leafpress-search-pending'))return;window.dispatchEvent(new CustomEvent(${JSON.stringify(OPEN_SEARCH_EVENT)},{detail:{query:q}}));if(++n<50)setTimeout(ask,200)})()})()`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
