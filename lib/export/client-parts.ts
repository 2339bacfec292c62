// The parts of the export that run in the reader's browser belong to another branch of issue #43
// (i43-client: lib/export/seal.ts, the encrypted lock; lib/export/static-files.ts, the search
// index files). The export uses them when they are there and says so when they are not: a locked
// page is then written locked with no sealed body (it cannot be opened on a static host), and no
// search index is written.
import fs from 'node:fs'
import path from 'node:path'

export interface SealModule {
  sealedAddress(pagePath: string): string
  seal(unlockedHtml: string, password: string): Promise<{ json: string }>
}

export interface StaticFilesModule {
  exportOnlyAddresses(editions: { prefix: string }[]): string[]
}

async function load<T>(root: string, name: string): Promise<T | null> {
  const file = path.join(root, 'lib/export', `${name}.ts`)
  if (!fs.existsSync(file)) return null
  // a path the type checker does not follow: the module may not exist on this branch
  return (await import(file)) as T
}

export const loadSeal = (root: string) => load<SealModule>(root, 'seal')
export const loadStaticFiles = (root: string) => load<StaticFilesModule>(root, 'static-files')

/** A site path written by the other branch's modules, with or without the sub path: without. */
export function withoutSubPath(address: string, subPath: string): string {
  return subPath && (address === subPath || address.startsWith(subPath + '/')) ? address.slice(subPath.length) || '/' : address
}
