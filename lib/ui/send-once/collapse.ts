// Send the page's markup once. A server component's output reaches the browser twice: as HTML
// and again in the RSC payload React hydrates from. Markup without any client component inside
// never needs the second copy: this walk renders the server tree, turns each large island-free
// host element into a `StaticLeaf` (a client element carrying its tag, attributes and a content
// key) and hands the element's inner HTML to the server-side render through `stash`; the browser
// reads it back from the DOM. Islands (client components) stay React elements with their props;
// only the elements on the path down to them stay in the payload.
//
// next/link inside collapsed markup becomes a plain <a>: those links load the next page in full
// (an ISR page from cache) instead of navigating inside the app.
import { createHash } from 'node:crypto'
import { Fragment, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { withBasePath } from '../Link'
import { attributes, escapeHtml, isVoid } from './markup'
import { stash } from './stash'
import { StaticLeaf } from './StaticLeaf'

/** Island-free elements smaller than this stay ordinary elements (a leaf costs ~60 bytes). */
const MIN_LEAF_BYTES = 200

// Elements React treats specially on the server (hoisted to <head>, form state, resources):
// never collapsed, so React keeps doing what it does with them.
const KEEP = new Set(['html', 'head', 'body', 'title', 'meta', 'link', 'script', 'style', 'base', 'textarea', 'select', 'option', 'form'])

const CLIENT_REFERENCE = Symbol.for('react.client.reference')

export interface CollapseOptions {
  /** whether an element type is a client component (default: React's client-reference mark) */
  isIsland?: (type: unknown) => boolean
  /** whether a client component is next/link (rendered as <a> in collapsed markup) */
  isLink?: (type: unknown) => boolean
  /** Next's basePath, which next/link puts in front of the site's paths (default: the build's sub path) */
  basePath?: string
}

interface Walked {
  node: ReactNode
  /** the node's HTML when it holds no island, else null */
  html: string | null
  /** a list's items, walked */
  items?: Walked[]
  /** the leaf made for this node (null: none), once asked */
  leaf?: ReactNode | null
}

const isClientReference = (type: unknown) =>
  (typeof type === 'function' || (typeof type === 'object' && type !== null)) && (type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE

const isNextLink = (type: unknown) => isClientReference(type) && /next\/dist\/client\/app-dir\/link/.test(String((type as { $$id?: string }).$$id))

type Props = Record<string, unknown> & { children?: ReactNode }

function linkAsAnchor(props: Props, basePath: string): ReactElement<Props> {
  const { href, prefetch, replace, scroll, shallow, passHref, legacyBehavior, locale, onNavigate, as, ...rest } = props
  void prefetch, void replace, void scroll, void shallow, void passHref, void legacyBehavior, void locale, void onNavigate, void as
  return createElement<Props>('a', { ...rest, href: withBasePath(typeof href === 'string' ? href : hrefOf(href), basePath) })
}

function hrefOf(url: unknown): string {
  if (!url || typeof url !== 'object') return String(url ?? '')
  const { pathname = '', query, hash = '' } = url as { pathname?: string; query?: Record<string, string>; hash?: string }
  const search = query ? new URLSearchParams(query).toString() : ''
  return `${pathname}${search ? `?${search}` : ''}${hash ? (hash.startsWith('#') ? hash : `#${hash}`) : ''}`
}

export function contentKey(html: string): string {
  return createHash('sha1').update(html).digest('base64url').slice(0, 12)
}

/** The server tree with its large island-free elements collapsed into stashed leaves. */
export async function collapse(node: ReactNode, options: CollapseOptions = {}): Promise<ReactNode> {
  const walker = new Walker(options.isIsland ?? isClientReference, options.isLink ?? isNextLink, options.basePath ?? process.env.LEAFPRESS_SUB_PATH ?? '')
  const walked = await walker.walk(node, false)
  return walker.leafOf(walked) ?? walked.node
}

/** How long the walk runs before it lets the event loop answer other requests. */
const SLICE_MS = 25

class Walker {
  private sliceStart = performance.now()

  constructor(
    private isIsland: (type: unknown) => boolean,
    private isLink: (type: unknown) => boolean,
    private basePath: string,
  ) {}

  async walk(node: ReactNode, svg: boolean): Promise<Walked> {
    // The walk's awaits resolve as microtasks: without a break, a huge page (3,000 paragraphs)
    // would hold the event loop for its whole render. Every SLICE_MS, other work goes first.
    if (performance.now() - this.sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve))
      this.sliceStart = performance.now()
    }
    if (node == null || typeof node === 'boolean') return { node, html: '' }
    if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return { node, html: escapeHtml(String(node)) }
    if (Array.isArray(node)) return this.walkList(node, svg)
    if (typeof (node as { then?: unknown }).then === 'function') return this.walk(await (node as unknown as Promise<ReactNode>), svg)
    if (!isValidElement(node)) return { node, html: null } // iterables, lazy nodes: left to React
    const element = node as ReactElement<Props>
    const { type, props } = element
    if (type === Fragment) return keyed(await this.walk(props.children, svg), element.key)
    if (typeof type === 'string') return this.walkHost(element, svg)
    if (this.isLink(type)) return this.walkHost(withKey(linkAsAnchor(props, this.basePath), element.key), svg)
    if (this.isIsland(type) || typeof type !== 'function') return { node: await this.walkProps(element, svg), html: null }
    // a server component: render it here, as React would a moment later
    const output = await (type as (p: Props) => ReactNode | Promise<ReactNode>)(props)
    return keyed(await this.walk(output, svg), element.key)
  }

  private async walkList(list: ReactNode[], svg: boolean): Promise<Walked> {
    const items = await Promise.all(list.map((item) => this.walk(item, svg)))
    const clean = items.every((item) => item.html !== null)
    return {
      node: clean ? items.map((item) => item.node) : this.collapseChildren({ node: null, html: null, items }),
      html: clean ? items.map((item) => item.html).join('') : null,
      items,
    }
  }

  /** Children that stay React nodes, with their large island-free elements collapsed. */
  private collapseChildren(walked: Walked): ReactNode {
    if (walked.items) return walked.items.map((item) => this.collapseChildren(item))
    return this.leafOf(walked) ?? walked.node
  }

  private async walkHost(element: ReactElement<Props>, svg: boolean): Promise<Walked> {
    const tag = element.type as string
    const inSvg = svg || tag === 'svg'
    const props = element.props
    const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined
    const children = inner ? { node: props.children, html: inner.__html ?? '' } : await this.walk(props.children, inSvg && tag !== 'foreignObject')
    if (KEEP.has(tag) || children.html === null) {
      return { node: inner ? element : cloneElement(element, undefined, ...asChildren(this.collapseChildren(children))), html: null }
    }
    const attrs = attributes(props, inSvg)
    const html = isVoid(tag) ? `<${tag}${attrs}/>` : `<${tag}${attrs}>${children.html}</${tag}>`
    return { node: inner ? element : cloneElement(element, undefined, ...asChildren(children.node)), html }
  }

  private async walkProps(element: ReactElement<Props>, svg: boolean): Promise<ReactElement> {
    // an island's element-valued props (children, slots) are server trees too
    const changes: Props = {}
    for (const [name, value] of Object.entries(element.props)) {
      if (name !== 'children' && !isValidElement(value)) continue
      const walked = await this.walk(value as ReactNode, svg)
      changes[name] = this.collapseChildren(walked)
    }
    return Object.keys(changes).length ? cloneElement(element, changes) : element
  }

  /** The leaf that replaces an island-free host element worth collapsing, else null. */
  leafOf(walked: Walked): ReactNode | null {
    if (walked.leaf === undefined) walked.leaf = this.makeLeaf(walked)
    return walked.leaf
  }

  private makeLeaf(walked: Walked): ReactNode | null {
    const node = walked.node
    if (walked.html === null || walked.html.length < MIN_LEAF_BYTES || !isValidElement(node)) return null
    const element = node as ReactElement<Props>
    if (typeof element.type !== 'string' || isVoid(element.type) || KEEP.has(element.type)) return null
    if (element.type === 'svg' && walked.html.length < 2 * MIN_LEAF_BYTES) return null
    const { children, dangerouslySetInnerHTML, ...attrs } = element.props
    void children
    const innerHtml = (dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html ?? innerOf(walked.html, element.type)
    const key = contentKey(innerHtml)
    stash(key, innerHtml)
    return createElement(StaticLeaf, { key: element.key ?? undefined, k: key, t: element.type, p: attrs })
  }
}

/** A walked fragment or component output under the key its element had in a list. */
function keyed(walked: Walked, key: string | null): Walked {
  if (key == null) return walked
  const node = walked.node
  if (isValidElement(node) && node.key == null) return { ...walked, node: cloneElement(node, { key }) }
  return { node: createElement(Fragment, { key }, ...asChildren(walked.items ? walked.items.map((item) => item.node) : node)), html: walked.html }
}

/**
 * Children handed back as separate arguments, as JSX passes an element's several children: an
 * array given as one argument is a list, which React expects to be keyed.
 */
function asChildren(node: ReactNode): ReactNode[] {
  return Array.isArray(node) ? node : [node]
}

function withKey(element: ReactElement<Props>, key: string | null): ReactElement<Props> {
  return key == null ? element : cloneElement(element, { key })
}

/** The inner HTML of an element's markup (its opening and closing tags removed). */
function innerOf(html: string, tag: string): string {
  return html.slice(html.indexOf('>') + 1, html.length - tag.length - 3)
}
