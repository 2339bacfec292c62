// Fills `{name}` placeholders and picks a count's form. Unknown or missing names are left as they are, so a typo in a
// translation shows up on the page instead of silently vanishing. The result is plain text:
// React escapes it when rendered; never pass it to dangerouslySetInnerHTML.
const PLACEHOLDER = /\{(\w+)\}/g

export type FormatVars = Record<string, string | number | null | undefined>

/**
 * A template may hold two forms, 'one|other' ('{n} post|{n} posts'): with a number `n`, the
 * first is for exactly 1 and the second for any other count (English, French and Turkish
 * counts need no more; languages without plural forms write one form and no bar).
 */
export function format(template: string, vars: FormatVars = {}): string {
  const bar = template.indexOf('|')
  if (bar >= 0 && typeof vars.n === 'number') template = vars.n === 1 ? template.slice(0, bar) : template.slice(bar + 1)
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    // own properties only: `{constructor}` must not reach Object.prototype
    if (!Object.prototype.hasOwnProperty.call(vars, name)) return whole
    const value = vars[name]
    return value === null || value === undefined ? whole : String(value)
  })
}
