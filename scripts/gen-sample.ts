// Writes the embedded sample workspace (content/sample/) from the data in scripts/sample/.
//   npm run gen:sample                 → content/sample
//   npm run gen:sample -- --out DIR    → somewhere else (tests compare two runs)
// Deterministic: no clocks, no randomness, so two runs give byte-identical files.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { writeSnapshot } from '../lib/workspace/builder-io'
import { buildWorkspace, toJson } from '../lib/workspace/snapshot-builder'
import { commonFiles, cover } from './sample/files'
import { coverName, postArt, samplePosts, sampleSpec } from './sample/index'

export const DEFAULT_OUT = path.join(__dirname, '..', 'content', 'sample')

export async function generateSample(outDir = DEFAULT_OUT) {
  const built = buildWorkspace(sampleSpec())
  const files = await commonFiles()
  for (const post of samplePosts()) {
    const { motif, palette } = postArt(post)
    files.set(coverName(post.slug), await cover(post.slug, motif, palette))
  }
  assertFilesExist(built, files)
  writeSnapshot(outDir, built, files)
  return { built, files }
}

/** Every `/files/<name>` a record map mentions must be written, or the site shows broken images. */
export function assertFilesExist(built: ReturnType<typeof buildWorkspace>, files: Map<string, Buffer>) {
  const text = [toJson(built.database), ...[...built.pages.values()].map(toJson)].join('')
  const missing = [...new Set(text.match(/\/files\/[\w.-]+/g) ?? [])].filter((u) => !files.has(u.slice('/files/'.length)))
  if (missing.length) throw new Error(`record maps reference files that were not generated: ${missing.join(', ')}`)
}

export function argValue(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag)
  return i >= 0 ? args[i + 1] : undefined
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = path.resolve(argValue(process.argv.slice(2), '--out') ?? DEFAULT_OUT)
  generateSample(out).then(
    ({ built, files }) => console.log(`sample workspace → ${out}: ${built.pages.size} pages, ${files.size} files`),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
