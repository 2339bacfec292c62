// Types of shared-pages.mjs (plain JavaScript: Next loads the page cache outside the bundler).
export interface TagState {
  stale?: number
  expired?: number
}

export interface PageEntry {
  lastModified: number
  /** Next's IncrementalCacheValue */
  value: any
  cacheControl?: { revalidate: number | false; expire?: number }
}

export interface Peek {
  at: number | null
  tags: string[]
  states: Map<string, TagState>
}

export function tagsOf(value: unknown): string[]
export function parseTagState(raw: string | null | undefined): TagState | null
export function tagKey(tag: string): string
export function expiredState(at: number): string

export class SharedPages {
  constructor(
    url: string,
    opts: { prefix: string; build: string; keepMs: number; timeoutMs?: number; pauseMs?: number; log?: (msg: string) => void; now?: () => number },
  )
  peek(key: string, tags: string[]): Promise<Peek | null>
  read(key: string, tags: string[]): Promise<{ entry: PageEntry | null; states: Map<string, TagState> } | null>
  write(key: string, entry: PageEntry, tags: string[]): Promise<boolean>
  revalidate(tags: string[], durations?: { expire?: number }): Promise<boolean>
  close(): void
}
