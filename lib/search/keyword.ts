// How long a search page's keyword may be. /search/<keyword> is an ISR page, and Next stores
// each one under a file named after the keyword: past 255 bytes the write fails (ENAMETOOLONG)
// and Next logs the whole path three times — a 7,000-character keyword wrote 21 KB of log per
// request. The search itself reads MAX_QUERY_LENGTH characters at most. So the search box
// cuts what it sends to fit (`searchKeyword`), and a longer keyword in an address is a 404
// (lib/route/resolve.ts). Pure, and small enough for the browser.

/** UTF-8 bytes of a keyword in a search page's address: Next's file name adds at most 9 to it. */
export const MAX_KEYWORD_BYTES = 200
/** Characters of a query the search looks at; the rest is ignored (the endpoint is public). */
export const MAX_QUERY_LENGTH = 200

const utf8 = new TextEncoder()

/** True when `keyword` fits a search page's address. */
export function keywordFits(keyword: string): boolean {
  return keyword.length <= MAX_QUERY_LENGTH && utf8.encode(keyword).length <= MAX_KEYWORD_BYTES
}

/** The keyword a search page is asked for: trimmed, cut to fit, never in the middle of a character. */
export function searchKeyword(text: string): string {
  let out = ''
  let bytes = 0
  for (const ch of text.trim()) {
    bytes += utf8.encode(ch).length
    if (bytes > MAX_KEYWORD_BYTES || out.length + ch.length > MAX_QUERY_LENGTH) break
    out += ch
  }
  return out.trim()
}
