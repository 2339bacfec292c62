// An allow-list HTML sanitiser for comment HTML (recent-comments widget). Comment services
// render Markdown to HTML on their side; we do not trust it. The input is tokenised and the
// output rebuilt from scratch: only listed elements and attributes survive, every text and
// attribute value is re-escaped, URLs must be http(s)/mailto/relative (images: http(s) or inline
// raster data), and open elements are closed at the end so a comment cannot swallow the page.
// Works the same in the browser and in Node (no DOM needed).

const ALLOWED: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  abbr: ['title'],
  b: [], blockquote: [], br: [], code: ['class'], del: [], details: [], em: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [], hr: [], i: [],
  img: ['src', 'alt', 'title', 'width', 'height', 'class'],
  ins: [], kbd: [], li: [], mark: [], ol: ['start'], p: [], pre: ['class'], q: [], s: [], small: [],
  span: ['class'], strong: [], sub: [], summary: [], sup: [],
  table: [], thead: [], tbody: [], tr: [], th: ['align'], td: ['align'], u: [], ul: [],
}
const VOID = new Set(['br', 'hr', 'img'])
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'template', 'svg', 'math', 'object', 'select'])

/** Class names kept: code highlighting (Prism, highlight.js) and comment-service emoji. */
const CLASS_TOKEN = /^(language-[\w-]+|hljs[\w-]*|token|keyword|string|comment|function|number|operator|punctuation|class-name|boolean|property|tag|attr-name|attr-value|selector|builtin|regex|important|variable|constant|symbol|deleted|inserted|wl-emoji|vemoji|tk-owo-emotion)$/

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t',
  newline: '\n', lpar: '(', rpar: ')', sol: '/', period: '.', comma: ',', semi: ';', equals: '=',
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (m, body: string) => {
    if (body[0] === '#') {
      const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\ufffd'
    }
    const named = NAMED[body.toLowerCase()]
    return named !== undefined && (m.endsWith(';') || body.length <= 4) ? named : m
  })
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Source text as output text: entities that are well formed stay, every other & < > is escaped. */
function escapeText(s: string): string {
  return s
    .replace(/&(?!(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

const RASTER_DATA = /^data:image\/(png|gif|jpeg|webp|avif);base64,[a-z0-9+/=]+$/i

/** The URL if a browser would treat it as http(s), mailto or relative; null otherwise. */
export function safeUrl(raw: string, kind: 'link' | 'image'): string | null {
  const value = decodeEntities(raw).trim()
  // Browsers ignore tabs and newlines inside URLs and controls around them: check what they see.
  const seen = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (kind === 'image' && RASTER_DATA.test(seen)) return seen
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen)
  if (scheme) {
    const allowed = kind === 'image' ? ['http', 'https'] : ['http', 'https', 'mailto']
    return allowed.includes(scheme[1].toLowerCase()) ? value : null
  }
  // No scheme: relative, unless a ':' comes before any / ? # (an unusual scheme spelling).
  return /^[^/?#]*:/.test(seen) ? null : value
}

function cleanAttrs(tag: string, attrs: Array<[string, string]>): string {
  const allowed = ALLOWED[tag]
  let out = ''
  const seen = new Set<string>()
  let linked = false
  for (const [rawName, rawValue] of attrs) {
    const name = rawName.toLowerCase()
    if (!allowed.includes(name) || seen.has(name)) continue
    seen.add(name)
    let value: string | null = decodeEntities(rawValue)
    if (name === 'href') value = safeUrl(rawValue, 'link')
    else if (name === 'src') value = safeUrl(rawValue, 'image')
    else if (name === 'width' || name === 'height' || name === 'start') value = /^\d{1,4}$/.test(value) ? value : null
    else if (name === 'align') value = /^(left|right|center)$/i.test(value) ? value.toLowerCase() : null
    else if (name === 'class') value = value.split(/\s+/).filter((c) => CLASS_TOKEN.test(c)).join(' ') || null
    if (value === null) continue
    out += ` ${name}="${escapeAttr(value)}"`
    if (name === 'href') linked = true
  }
  if (linked) out += ' rel="nofollow noopener noreferrer ugc" target="_blank"'
  if (tag === 'img') out += ' loading="lazy" referrerpolicy="no-referrer"'
  return out
}

const TAG = /^<(\/?)([a-z][^\s/>\0]*)/i
const ATTR = /^[\s/]*([^\s"'>/=\0]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/

export function sanitizeHtml(input: string): string {
  const html = input.replace(/\0/g, '')
  const open: string[] = []
  let out = ''
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt < 0) {
      out += escapeText(html.slice(i))
      break
    }
    out += escapeText(html.slice(i, lt))
    i = lt
    const rest = html.slice(i)
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', i + 4)
      i = end < 0 ? html.length : end + 3
      continue
    }
    if (/^<[!?]/.test(rest) || /^<\/[^a-z]/i.test(rest)) {
      const end = html.indexOf('>', i)
      i = end < 0 ? html.length : end + 1
      continue
    }
    const tag = TAG.exec(rest)
    if (!tag) {
      out += '&lt;'
      i++
      continue
    }
    const closing = tag[1] === '/'
    const name = tag[2].toLowerCase()
    // Attributes up to the '>' that ends the tag (quoted values may contain '>').
    let j = i + tag[0].length
    const attrs: Array<[string, string]> = []
    let ended = false
    while (j < html.length) {
      const at = html.slice(j)
      const close = /^[\s/]*>/.exec(at)
      if (close) {
        j += close[0].length
        ended = true
        break
      }
      const attr = ATTR.exec(at)
      if (!attr) {
        j++ // a stray quote or '=' where a name belongs: skip it, as browsers do
        continue
      }
      attrs.push([attr[1], attr[2] ?? attr[3] ?? attr[4] ?? ''])
      j += attr[0].length
    }
    if (!ended) break // a tag cut off at the end: the browser would drop it too
    i = j
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}[\\s/>]`, 'i').exec(html.slice(i))
      i = end ? i + end.index + end[0].length : html.length
      if (end && !end[0].endsWith('>')) i = html.indexOf('>', i - 1) + 1 || html.length
      continue
    }
    if (!(name in ALLOWED)) continue
    if (closing) {
      const at = open.lastIndexOf(name)
      if (at < 0) continue
      while (open.length > at) out += `</${open.pop()}>`
      continue
    }
    out += `<${name}${cleanAttrs(name, attrs)}>`
    if (!VOID.has(name)) open.push(name)
  }
  while (open.length) out += `</${open.pop()}>`
  return out
}
