import type { LocaleName } from '@/lib/config/names'
import type { CommentProvider } from '../providers'

/** The page the comments belong to. */
export interface CommentPage {
  id: string
  /** the visitor path, e.g. /article/salt: the key comment systems file comments under */
  path: string
  title: string
  lang: LocaleName
}

/** Shows one system's comments in `el`; resolves when they are shown, with a clean-up. */
export type Mount<P extends CommentProvider> = (el: HTMLElement, provider: P, page: CommentPage) => Promise<() => void>
