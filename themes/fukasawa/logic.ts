// fukasawa's pure decisions, apart from markup.

/**
 * The shapes covers are cut to on the wall. Known before any image loads (the box has its
 * ratio from the start), so the wall never moves; varied, so the columns run unevenly like a
 * wall of photographs. Mostly landscape, now and then square or portrait.
 */
export const COVER_SHAPES = ['3/2', '4/3', '1/1', '3/2', '4/5', '16/10', '5/4'] as const
export type CoverShape = (typeof COVER_SHAPES)[number] | '3/2'

/** A post's cover shape, fixed by its id (the same on every page and every visit). */
export function coverShape(id: string, varied: boolean): CoverShape {
  if (!varied) return '3/2'
  let h = 0
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0
  return COVER_SHAPES[h % COVER_SHAPES.length]
}

/** Notion's select colours as the tag chip tints the stylesheet knows (`.fk-tag[data-tint]`). */
const TINTS = new Set(['gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red'])
export const tagTint = (color: string | undefined) => (color && TINTS.has(color) ? color : 'default')

