// Types shared by the renderer's modules. The record map is only ever read on the server; client
// islands receive a few strings and numbers.
import type { ReactNode } from 'react'
import type { Block, ExtendedRecordMap } from 'notion-types'
import type { TocItem } from '@/lib/site/types'

export interface RenderOptions {
  /** Real URL of a page of this workspace (dashed or undashed id), null if unknown. */
  mapPageUrl: (pageId: string) => string | null
  /** Turns Notion-hosted file URLs into the site's image path; identity for others. */
  mapImageUrl: (url: string, block: Block) => string
  /** For the table_of_contents block (computed by lib/site/toc.ts when absent). */
  toc?: TocItem[]
  /**
   * Render the page's cover, icon and title above the body (default true). Themes that draw their
   * own article header pass false.
   */
  pageHeader?: boolean
  /** The site's sub path (e.g. '/blog'), put before root-relative file URLs such as /files/… */
  basePath?: string
  /** Words the body shows, in the reader's language (the renderer has no locale tables). */
  labels?: Partial<RenderLabels>
  /**
   * How a database view draws a row of the site's own databases (lib/site/site-rows.ts): a
   * 'hidden' row is not drawn at all (nor counted); a shown one links to its own address (`href`,
   * ready to write), a locked one with a lock and nothing taken from its body. Null (or no
   * function): a row of any other database, drawn as the view has it.
   */
  siteRow?: (row: Block, recordMap: ExtendedRecordMap) => SiteRowLink | 'hidden' | null
  /** Property names a view of a site database never draws, values or column (its password). */
  secretProperties?: readonly string[]
  /**
   * The trail a breadcrumb block shows: the pages above this one (post → …, addresses ready to
   * write) and this page's title. Absent: the page alone, titled from the record map.
   */
  breadcrumb?: { trail: ReadonlyArray<{ title: string; href: string }>; current?: string }
}

export interface SiteRowLink {
  href: string
  locked: boolean
}

export interface RenderLabels {
  /** under a database whose data could not be loaded */
  databaseUnavailable: string
  /** a code block's copy button: its text, its accessible name, and what it says once copied */
  copy: string
  copyCode: string
  copied: string
  /** accessible name of the table_of_contents block */
  tableOfContents: string
  /** a zoomable image: its accessible name without and with its alt text (`{alt}`) */
  zoomImage: string
  zoomImageOf: string
  /** in an image's box when its file cannot be loaded */
  imageFailed: string
  /** a file block without a title or file name */
  file: string
  /** a page or row without a title */
  untitled: string
  /** the lock beside a locked post in a database view */
  locked: string
  /** an embed's load button (`{name}`: its kind) and its title without one (`{name}`, `{domain}`) */
  embedLoad: string
  embedFrom: string
  /** a tweet's title (its author goes on the line under it) */
  embedTweet: string
  /** a tab without a title (`{n}`: its position, from 1) */
  tab: string
  /** accessible name of a breadcrumb block */
  breadcrumb: string
  /** what each kind of embed is called, by block type (embed, maps, figma, …) */
  embedKinds: Record<string, string>
}

/** Output of shiki and katex for one page version, keyed by content so a stale entry can never be wrong. */
export interface RenderArtifacts {
  /** `${language}\u0000${code}` → highlighted HTML (a `<pre class="shiki">`) */
  code: Map<string, string>
  /** `${display ? 'B' : 'I'}\u0000${tex}` → katex HTML */
  math: Map<string, string>
}

export interface PreparedBody {
  recordMap: ExtendedRecordMap
  /** dashed page id of the root block */
  pageId: string
  options: RenderOptions
  toc: TocItem[]
  artifacts: RenderArtifacts
}

/** Everything a block renderer needs. Built once per NotionBody render. */
export interface RenderContext {
  recordMap: ExtendedRecordMap
  pageId: string
  options: RenderOptions
  toc: TocItem[]
  artifacts: RenderArtifacts
  /** ids of the blocks being rendered above this one: a block inside its own ancestry is a cycle */
  path: readonly string[]
  /** tag level of each heading (blocks/heading.tsx: no skipped levels) */
  headingLevels?: Map<string, number>
  /** shared render budget so a hostile map (deep DAGs, huge fan-out) cannot blow up the render */
  budget: { left: number }
  /** the body's words: options.labels over the English ones (labels.ts) */
  labels: RenderLabels
  /**
   * The dispatcher, handed down so block modules can render their children without importing
   * the dispatcher (which imports them): no import cycles.
   */
  render: {
    children: (ids: readonly string[], ctx: RenderContext) => ReactNode
    block: (id: string, ctx: RenderContext) => ReactNode
  }
}

export type BlockRenderer = (block: Block, ctx: RenderContext) => ReactNode
