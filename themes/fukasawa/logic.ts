// fukasawa's pure decisions, apart from markup.

/** Notion's select colours as the tag chip tints the stylesheet knows (`.fk-tag[data-tint]`). */
const TINTS = new Set(['gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red'])
export const tagTint = (color: string | undefined) => (color && TINTS.has(color) ? color : 'default')

