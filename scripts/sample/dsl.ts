// The tiny content DSL the sample posts are written in: builder helpers plus a typed `post()`.
// Scripts run under tsx, so relative imports keep them independent of the `@/` alias.
import type { Body, RowSpec } from '../../lib/workspace/snapshot-builder'
import type { Motif } from '../../lib/workspace/builder-art'

export * from '../../lib/workspace/snapshot-builder'

export type Category = '飲食' | '營養素' | '疾病預防' | '食譜'

export interface SamplePost {
  title: string
  /** ascii, used in /article/<slug> and as the row id seed */
  slug: string
  /** yyyy-MM-dd */
  date: string
  category: Category
  tags: string[]
  summary: string
  icon: string
  body: Body
  password?: string
  /** cover art; defaults to the category's motif */
  motif?: Motif
}

/** Identity with a type: keeps each post module a plain, checked object. */
export const post = (p: SamplePost): SamplePost => p
