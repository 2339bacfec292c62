// What must never be in out/: an address on Notion's hosts (the export points everything at its
// own files, lib/export/media.ts), and the text of a locked body outside its sealed file.
import type { ExtendedRecordMap } from 'notion-types'
import { getBlock, toUuid } from '@/lib/render/record'
import { plainText } from '@/lib/site/properties'

/** Notion's hosts, as the pages would name them (file storage, the image CDN, notion.so and notion.site). */
export const NOTION_HOST_PATTERN = /(?:[a-z0-9-]+\.)*(?:notion\.so|notion\.site|notion-static\.com|notionusercontent\.com|amazonaws\.com)/i

/** The first Notion host in a text with a few characters around it, or null. */
export function notionHostIn(text: string): string | null {
  const m = NOTION_HOST_PATTERN.exec(text)
  return m ? text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20).replace(/\s+/g, ' ') : null
}

/**
 * Pieces of a locked page's body, as a search of every file of out/ can look for them: the text
 * of the blocks under the page (not its title, not the pages under it, which are checked on their
 * own), cut at anything but letters, digits and spaces so each piece appears verbatim in HTML,
 * XML and JSON alike, and at least `min` characters long so none matches by chance. `shared`:
 * pieces a public page also says (a sentence two posts share), which prove nothing.
 */
export function bodySnippets(rm: ExtendedRecordMap, pageId: string, shared: Set<string> = new Set(), max = 8, min = 16): string[] {
  const all: string[] = []
  const root = toUuid(pageId)
  const seen = new Set<string>()
  const walk = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const block = getBlock(rm, id)
    if (!block) return
    const isPage = block.type === 'page' || block.type === 'collection_view_page'
    if (isPage && id !== root) return
    if (!isPage) {
      const title = (block.properties as { title?: unknown } | undefined)?.title
      for (const piece of plainText(title as Parameters<typeof plainText>[0]).split(/[^\p{L}\p{N} ]+/u)) {
        const text = piece.trim()
        if ([...text].length >= min && !all.includes(text) && !shared.has(text)) all.push(text)
      }
    }
    for (const child of block.content ?? []) walk(child)
  }
  walk(root)
  // the longest pieces: the least likely to be written anywhere else by chance
  return all.sort((a, b) => b.length - a.length).slice(0, max)
}

/**
 * Whether a text holds a locked body: two of its pieces (its one piece, for a body that short).
 * A body leaked into a feed, a search index or a payload brings many; one phrase a public post
 * happens to share with it ("protein and whole grains" in another post's summary) is no leak.
 */
export function holdsLockedText(text: string, snippets: string[]): string[] {
  const found = snippets.filter((s) => text.includes(s))
  return found.length >= Math.min(2, snippets.length) && found.length ? found : []
}
