// A site path under a language's address prefix (lib/site/editions.ts). Pure and import-free, so
// islands and pure modules can use it without the settings behind the editions.

/** A site path of an edition as the reader's address shows it (before the sub path). */
export function editionPath(edition: { prefix: string }, path: string): string {
  if (!edition.prefix) return path
  // the home page is `/en`, not `/en/` (also with a query or a fragment: `/en?theme=next`)
  if (path === '' || /^\/(?=$|[?#])/.test(path)) return `/${edition.prefix}${path.slice(1)}`
  return `/${edition.prefix}${path}`
}
