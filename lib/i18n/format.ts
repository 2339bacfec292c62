// Fills `{name}` placeholders. Unknown or missing names are left as they are, so a typo in a
// translation shows up on the page instead of silently vanishing. The result is plain text:
// React escapes it when rendered; never pass it to dangerouslySetInnerHTML.
const PLACEHOLDER = /\{(\w+)\}/g

export type FormatVars = Record<string, string | number | null | undefined>

export function format(template: string, vars: FormatVars = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    // own properties only: `{constructor}` must not reach Object.prototype
    if (!Object.prototype.hasOwnProperty.call(vars, name)) return whole
    const value = vars[name]
    return value === null || value === undefined ? whole : String(value)
  })
}
