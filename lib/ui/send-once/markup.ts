// Markup of one host element's opening and closing tags, as React DOM writes them on the server:
// the same attribute names, style text, boolean and URL rules. Used to turn island-free parts of
// a server tree into HTML strings (see ./collapse.ts); tests/unit/send-once.test.tsx checks the
// result against react-dom/server on every block type and heo's chrome.

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'])

// React DOM's boolean attributes: `true` writes the bare name, `false` nothing.
const BOOLEAN = new Set(
  [
    'allowFullScreen', 'async', 'autoFocus', 'autoPlay', 'controls', 'default', 'defer', 'disabled',
    'disablePictureInPicture', 'disableRemotePlayback', 'formNoValidate', 'hidden', 'inert', 'loop',
    'noModule', 'noValidate', 'open', 'playsInline', 'readOnly', 'required', 'reversed', 'scoped',
    'seamless', 'itemScope', 'checked', 'multiple', 'muted', 'selected',
  ].map((name) => name.toLowerCase()),
)

// Attributes whose value is a string that may be "true"/"false" (React writes booleans as text).
const BOOLEANISH = new Set(['contenteditable', 'draggable', 'spellcheck'])

const RENAMED: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  xlinkHref: 'xlink:href',
  xlinkTitle: 'xlink:title',
  xmlLang: 'xml:lang',
  xmlSpace: 'xml:space',
  xmlnsXlink: 'xmlns:xlink',
}

// SVG presentation attributes React writes in kebab case (strokeWidth → stroke-width). Other
// camel-case SVG attributes (viewBox, preserveAspectRatio, gradientUnits…) keep their case.
const SVG_KEBAB =
  /^(alignment|baseline|clip|color|dominant|enable|fill|flood|font|glyph|horiz|image|letter|lighting|marker|overline|paint|pointer|rendering|shape|stop|strikethrough|stroke|text|underline|unicode|vector|vert|word|writing)[A-Z]/

// CSS properties whose numbers take no `px` (React's isUnitlessNumber).
const UNITLESS = new Set([
  'animationIterationCount', 'aspectRatio', 'borderImageOutset', 'borderImageSlice', 'borderImageWidth',
  'boxFlex', 'boxFlexGroup', 'boxOrdinalGroup', 'columnCount', 'columns', 'flex', 'flexGrow',
  'flexPositive', 'flexShrink', 'flexNegative', 'flexOrder', 'gridArea', 'gridRow', 'gridRowEnd',
  'gridRowSpan', 'gridRowStart', 'gridColumn', 'gridColumnEnd', 'gridColumnSpan', 'gridColumnStart',
  'fontWeight', 'lineClamp', 'lineHeight', 'opacity', 'order', 'orphans', 'scale', 'tabSize', 'widows',
  'zIndex', 'zoom', 'fillOpacity', 'floodOpacity', 'stopOpacity', 'strokeDasharray', 'strokeDashoffset',
  'strokeMiterlimit', 'strokeOpacity', 'strokeWidth',
])

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href'])
// React replaces javascript: URLs with this one (it throws when followed).
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')"
// eslint-disable-next-line no-control-regex
const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i

// Props that never become attributes.
const RESERVED = new Set(['children', 'dangerouslySetInnerHTML', 'key', 'ref', 'suppressHydrationWarning', 'suppressContentEditableWarning', 'defaultValue', 'defaultChecked'])

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/** Text or attribute value escaped as React DOM escapes it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c])
}

export const isVoid = (tag: string) => VOID.has(tag)

function styleText(style: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [name, value] of Object.entries(style)) {
    if (value == null || typeof value === 'boolean' || value === '') continue
    const custom = name.startsWith('--')
    const property = custom ? name : name.replace(/([A-Z])/g, '-$1').toLowerCase().replace(/^ms-/, '-ms-')
    const text = typeof value === 'number' && value !== 0 && !custom && !UNITLESS.has(name) ? `${value}px` : String(value).trim()
    parts.push(`${property}:${text}`)
  }
  return parts.join(';')
}

function attributeName(prop: string, svg: boolean): string {
  if (RENAMED[prop]) return RENAMED[prop]
  if (prop.startsWith('data-') || prop.startsWith('aria-')) return prop
  if (svg) return SVG_KEBAB.test(prop) ? prop.replace(/([A-Z])/g, '-$1').toLowerCase() : prop
  return prop.toLowerCase()
}

/** The attributes of a host element (leading space included), or '' when it has none. */
export function attributes(props: Record<string, unknown>, svg: boolean): string {
  let out = ''
  // an uncontrolled input's initial value and state are written as its attributes
  if (props.defaultValue != null && props.value == null) props = { ...props, value: props.defaultValue }
  if (props.defaultChecked != null && props.checked == null) props = { ...props, checked: props.defaultChecked }
  for (const [prop, value] of Object.entries(props)) {
    if (RESERVED.has(prop) || value == null || typeof value === 'function' || typeof value === 'symbol') continue
    if (/^on[A-Z]/.test(prop)) continue
    if (prop === 'style') {
      if (typeof value === 'object') {
        const text = styleText(value as Record<string, unknown>)
        if (text) out += ` style="${escapeHtml(text)}"`
      }
      continue
    }
    const name = attributeName(prop, svg)
    if (BOOLEAN.has(name)) {
      if (value === true || (value !== false && value !== '' && typeof value !== 'object')) out += ` ${name}=""`
      continue
    }
    if (typeof value === 'boolean') {
      // aria-*, data-* and a few enumerated attributes take "true"/"false"; others drop booleans
      if (name.startsWith('data-') || name.startsWith('aria-') || BOOLEANISH.has(name)) out += ` ${name}="${value}"`
      continue
    }
    let text = String(value)
    if (URL_ATTRIBUTES.has(name)) {
      if (text === '' && name !== 'href') continue
      if (JAVASCRIPT_URL.test(text)) text = BLOCKED_URL
    }
    out += ` ${name}="${escapeHtml(text)}"`
  }
  return out
}
