// A post body as plain, self-contained HTML for feed readers. Feed readers drop scripts and
// styles and cannot run our islands, so this is a deliberately small walk of the record map
// (Next forbids react-dom/server inside route handlers, which rules out reusing the page
// renderer here). Links and images are absolute; unsafe URLs are dropped.
import type { Block, ExtendedRecordMap } from 'notion-types'
import { buttonTarget } from '@/lib/render/automation'
import { getBlock, own } from '@/lib/render/record'
import { safeHref } from '@/lib/render/urls'

export interface FeedHtmlOptions {
  mapPageUrl: (id: string) => string | null
  mapImageUrl: (url: string, block: Block) => string
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

type Decoration = [string, ...unknown[]]

function richText(value: unknown, opts: FeedHtmlOptions): string {
  if (!Array.isArray(value)) return ''
  return value
    .map((seg) => {
      if (!Array.isArray(seg) || typeof seg[0] !== 'string') return ''
      const decorations = (Array.isArray(seg[1]) ? seg[1] : []) as Decoration[]
      let html = seg[0] === '‣' || seg[0] === '⁍' ? '' : esc(seg[0])
      for (const d of decorations) {
        if (!Array.isArray(d)) continue
        if (d[0] === 'b') html = `<strong>${html}</strong>`
        else if (d[0] === 'i') html = `<em>${html}</em>`
        else if (d[0] === 's') html = `<s>${html}</s>`
        else if (d[0] === 'c') html = `<code>${html}</code>`
        else if (d[0] === 'e') html = `<code>${esc(String(d[1] ?? ''))}</code>`
        else if (d[0] === 'a') {
          const href = safeHref(String(d[1] ?? ''))
          if (href) html = `<a href="${esc(href)}">${html}</a>`
        } else if (d[0] === 'p') {
          const href = opts.mapPageUrl(String(d[1] ?? ''))
          if (href) html = `<a href="${esc(href)}">${html || esc(href)}</a>`
        }
      }
      return html
    })
    .join('')
}

const LIST_TAG: Record<string, string> = { bulleted_list: 'ul', numbered_list: 'ol' }

export function feedHtml(recordMap: ExtendedRecordMap, pageId: string, opts: FeedHtmlOptions): string {
  const seen = new Set<string>()
  const title = (b: Block) => richText((b.properties as { title?: unknown } | undefined)?.title, opts)
  const caption = (b: Block) => richText((b.properties as { caption?: unknown } | undefined)?.caption, opts)

  const children = (b: Block): string => renderList((b.content as string[] | undefined) ?? [])

  function renderList(ids: string[]): string {
    let out = ''
    let openList: string | null = null
    for (const id of ids) {
      const b = getBlock(recordMap, id)
      if (!b || seen.has(b.id)) continue
      const listTag = own(LIST_TAG, b.type) ?? null
      if (openList && listTag !== openList) (out += `</${openList}>`), (openList = null)
      if (listTag && !openList) (out += `<${listTag}>`), (openList = listTag)
      out += renderBlock(b)
    }
    if (openList) out += `</${openList}>`
    return out
  }

  function renderBlock(b: Block): string {
    seen.add(b.id)
    const src = () => {
      const raw = String((b.properties as { source?: string[][] } | undefined)?.source?.[0]?.[0] ?? b.format?.display_source ?? '')
      return raw ? safeHref(opts.mapImageUrl(raw, b)) : null
    }
    switch (b.type as string) {
      case 'text':
        return `<p>${title(b)}</p>${children(b)}`
      case 'header':
        return `<h2>${title(b)}</h2>${children(b)}`
      case 'sub_header':
        return `<h3>${title(b)}</h3>${children(b)}`
      case 'sub_sub_header':
        return `<h4>${title(b)}</h4>${children(b)}`
      case 'bulleted_list':
      case 'numbered_list':
        return `<li>${title(b)}${children(b)}</li>`
      case 'to_do': {
        const checked = (b.properties as { checked?: string[][] } | undefined)?.checked?.[0]?.[0] === 'Yes'
        return `<p>${checked ? '☑' : '☐'} ${title(b)}</p>${children(b)}`
      }
      case 'quote':
      case 'callout':
        return `<blockquote>${title(b)}${children(b)}</blockquote>`
      case 'toggle':
        return `<details open><summary>${title(b)}</summary>${children(b)}</details>`
      case 'divider':
        return '<hr>'
      case 'code':
        return `<pre><code>${esc(String((b.properties as { title?: string[][] } | undefined)?.title?.map((s) => s[0]).join('') ?? ''))}</code></pre>`
      case 'equation':
        return `<p><code>${esc(String((b.properties as { title?: string[][] } | undefined)?.title?.[0]?.[0] ?? ''))}</code></p>`
      case 'image': {
        const url = src()
        return url ? `<figure><img src="${esc(url)}" alt="${esc(caption(b).replace(/<[^>]+>/g, ''))}"><figcaption>${caption(b)}</figcaption></figure>` : ''
      }
      case 'video':
      case 'audio':
      case 'file':
      case 'pdf':
      case 'embed':
      case 'bookmark':
      case 'tweet':
      case 'maps':
      case 'figma':
      case 'gist':
      case 'codepen':
      case 'typeform':
      case 'excalidraw':
      case 'drive': {
        const link = b.type === 'bookmark' ? safeHref(String((b.properties as { link?: string[][] } | undefined)?.link?.[0]?.[0] ?? '')) : src()
        return link ? `<p><a href="${esc(link)}">${title(b) || caption(b) || esc(link)}</a></p>` : ''
      }
      case 'page':
      case 'alias': {
        const target = b.type === 'alias' ? String((b.format as { alias_pointer?: { id?: string } } | undefined)?.alias_pointer?.id ?? '') : b.id
        const href = opts.mapPageUrl(target)
        const label = title(b) || (getBlock(recordMap, target) ? title(getBlock(recordMap, target)!) : '')
        return href ? `<p><a href="${esc(href)}">${label || esc(href)}</a></p>` : ''
      }
      case 'tab':
      case 'tabs':
        // every tab, its label in bold above its blocks (feed readers cannot switch tabs)
        return ((b.content as string[] | undefined) ?? [])
          .map((id) => getBlock(recordMap, id))
          .filter((tab): tab is Block => !!tab && !seen.has(tab.id) && tab.alive !== false)
          .map((tab, i) => (seen.add(tab.id), `<p><strong>${title(tab) || esc(`Tab ${i + 1}`)}</strong></p>${children(tab)}`))
          .join('')
      case 'button': {
        // an open_page target only (a page of the site or a URL); any other action: the label
        const target = buttonTarget(recordMap, b)
        const href = target?.kind === 'page' ? opts.mapPageUrl(target.pageId) : target?.kind === 'url' ? safeHref(target.url) : null
        const label = title(b) || (href ? esc(href) : '')
        return !label ? '' : href ? `<p><a href="${esc(href)}">${label}</a></p>` : `<p>${label}</p>`
      }
      case 'transclusion_container':
      case 'column_list':
      case 'column':
        return children(b)
      case 'transclusion_reference': {
        const ref = getBlock(recordMap, String((b.format as { transclusion_reference_pointer?: { id?: string } } | undefined)?.transclusion_reference_pointer?.id ?? ''))
        return ref && !seen.has(ref.id) ? (seen.add(ref.id), children(ref)) : ''
      }
      case 'table': {
        const order = ((b.format as { table_block_column_order?: string[] } | undefined)?.table_block_column_order ?? [])
        const rows = ((b.content as string[] | undefined) ?? []).map((id) => getBlock(recordMap, id)).filter(Boolean) as Block[]
        const cells = (r: Block) => order.map((col) => `<td>${richText((r.properties as Record<string, unknown> | undefined)?.[col], opts)}</td>`).join('')
        return `<table>${rows.map((r) => (seen.add(r.id), `<tr>${cells(r)}</tr>`)).join('')}</table>`
      }
      default:
        return '' // databases, tables of contents and unknown blocks have no feed form
    }
  }

  const root = getBlock(recordMap, pageId)
  return root ? (seen.add(root.id), children(root)) : ''
}
