// Text a request chose (a token, a search keyword, an id, a header), made fit for one log line.
// Control characters — newlines above all, which would let a request write log lines of its
// own — and the invisible characters that reorder or hide text (bidi overrides, zero-width
// marks, line separators) are written as \uXXXX escapes, and the value is cut at `max`
// characters, so a 7,000-character keyword costs the log about 200 characters, not 21 KB.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff\ufff0-\ufffb]/g

export const LOG_VALUE_MAX = 200

export function logValue(value: unknown, max = LOG_VALUE_MAX): string {
  const text = String(value ?? '')
  // cut before escaping, so a huge value is never escaped whole; escapes may lengthen it again
  let shown = text.slice(0, max).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  if (shown.length > max) shown = shown.slice(0, max).replace(/\\u[0-9a-f]{0,3}$/, '')
  shown = shown.replace(/[\ud800-\udbff]$/, '') // never half a surrogate pair
  return text.length > max || shown.length < text.length ? `${shown}…[${text.length} chars]` : shown
}
