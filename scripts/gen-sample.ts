// Writes the embedded sample workspaces from the data in scripts/sample/: the Chinese sample
// (content/sample/) and the English one beside it (content/sample-en/, scripts/sample/en/).
//   npm run gen:sample                 → content/sample and content/sample-en
//   npm run gen:sample -- --out DIR    → DIR and DIR-en (tests compare two runs)
// Deterministic: no clocks, no randomness, so two runs give byte-identical files.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { writeSnapshot } from '../lib/workspace/builder-io'
import { buildWorkspace, toJson } from '../lib/workspace/snapshot-builder'
import { sampleSpecEn } from './sample/en/index'
import { commonFiles, cover } from './sample/files'
import { coverName, postArt, samplePosts, sampleSpec } from './sample/index'

export const DEFAULT_OUT = path.join(__dirname, '..', 'content', 'sample')
export const DEFAULT_OUT_EN = path.join(__dirname, '..', 'content', 'sample-en')

/** The Chinese sample's files: covers, the site cover, the avatar, kitchen-sink media. */
async function sampleFiles(): Promise<Map<string, Buffer>> {
  const files = await commonFiles()
  for (const post of samplePosts()) {
    const { motif, palette } = postArt(post)
    files.set(coverName(post.slug), await cover(post.slug, motif, palette))
  }
  return files
}

export async function generateSample(outDir = DEFAULT_OUT) {
  const built = buildWorkspace(sampleSpec())
  const files = await sampleFiles()
  assertFilesExist(built, files)
  writeSnapshot(outDir, built, files)
  return { built, files }
}

/**
 * Writes the English sample. It draws no files of its own (its files/ stays empty): every
 * `/files/<name>` it mentions (the translated posts' covers, the site cover, the avatar) is one
 * the Chinese sample writes. `shared` is that sample's files, drawn again when not given.
 */
export async function generateSampleEn(outDir = DEFAULT_OUT_EN, shared?: Map<string, Buffer>) {
  const built = buildWorkspace(sampleSpecEn())
  const files = new Map<string, Buffer>()
  assertFilesExist(built, files, new Set((shared ?? (await sampleFiles())).keys()))
  writeSnapshot(outDir, built, files)
  return { built, files }
}

/**
 * Every `/files/<name>` a record map mentions must be written, or the site shows broken images.
 * `shared` names files the default language's snapshot folder holds: a site in several languages
 * (issue #31) serves /files from that folder for every language (snapshotFilesDir in
 * lib/config/deployment.ts), so the English sample may reference the Chinese sample's covers
 * (content/sample/files) instead of copying them.
 */
export function assertFilesExist(built: ReturnType<typeof buildWorkspace>, files: Map<string, Buffer>, shared: ReadonlySet<string> = new Set()) {
  const text = [toJson(built.database), ...[...built.pages.values()].map(toJson)].join('')
  const missing = [...new Set(text.match(/\/files\/[\w.-]+/g) ?? [])].filter((u) => {
    const name = u.slice('/files/'.length)
    return !files.has(name) && !shared.has(name)
  })
  if (missing.length) throw new Error(`record maps reference files that were not generated: ${missing.join(', ')}`)
}

export function argValue(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag)
  return i >= 0 ? args[i + 1] : undefined
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const given = argValue(process.argv.slice(2), '--out')
  const out = path.resolve(given ?? DEFAULT_OUT)
  const outEn = given ? `${out}-en` : DEFAULT_OUT_EN
  generateSample(out)
    .then(async ({ built, files }) => {
      console.log(`sample workspace → ${out}: ${built.pages.size} pages, ${files.size} files`)
      const en = await generateSampleEn(outEn, files)
      console.log(`English sample workspace → ${outEn}: ${en.built.pages.size} pages, ${en.files.size} files (covers shared with ${out})`)
    })
    .catch((err) => {
      console.error(err)
      process.exit(1)
    })
}
