// npm run export [-- --out <folder>]
// The whole site as files for a static host (issue #43; docs/DEPLOYMENT.md "Static export"):
// builds the site with LEAFPRESS_EXPORT=1 into .next-export when its sources changed, serves it on
// 127.0.0.1 with the configured source, and saves every address a reader can reach — taken from
// the site model (lib/export/addresses.ts) — with the images, files and share cards the pages
// name, Next's static files and public/. A second export writes again only what the data change
// reaches (lib/export/plan.ts); files whose bytes did not change are left alone. Then it checks
// the result: every internal link resolves to a file, no Notion address and no locked text
// anywhere. Exits non-zero, naming the address and the error, when a page fails or a check finds
// something; the server it started is stopped in every case.
import fs from 'node:fs'
import path from 'node:path'
import { getConfig } from '../lib/config'
import { readRecordedSource } from '../lib/config/build-source'
import { filePath } from '../lib/export/addresses'
import { askServer, eachLimited, fetchEntry, PageError, Unlocker, type Fetched } from '../lib/export/crawl'
import { copyTree, listFiles, newTally, removeFile, writeIfChanged } from '../lib/export/files'
import type { Inventory } from '../lib/export/inventory'
import { holdsLockedText, notionHostIn } from '../lib/export/leaks'
import { internalLinks, resolveOnHost } from '../lib/export/links'
import { mediaAddresses, mediaFile, rewriteMedia, type MediaSite } from '../lib/export/media'
import { digest, expiredTags, MANIFEST_FILE, MANIFEST_VERSION, planExport, type Manifest } from '../lib/export/plan'
import { EXPORT_DIST_DIR, ensureExportBuild, startExportServer, type ExportServer } from '../lib/export/server'
import { seal, sealedPath } from '../lib/export/seal'
import { exportOnlyAddresses } from '../lib/export/static-files'
import { EXPORT_TOKEN_HEADER } from '../lib/export/token'

const ROOT = path.resolve(__dirname, '..')
/** pages asked for at once: the server renders on 2 cores here, more only queues */
const WIDTH = 4
const TEXT = /\.(html|xml|json|txt|css|js|svg|webmanifest)$/i

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}

const log = (line: string) => console.log(line)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main(): Promise<number> {
  const started = Date.now()
  const outDir = path.resolve(ROOT, option('--out', 'out'))
  const cfg = getConfig()
  const site: MediaSite = { origin: cfg.LINK.replace(/\/+$/, ''), subPath: cfg.SUB_PATH }
  log(`Exporting the site (theme ${cfg.THEME}) into ${path.relative(process.cwd(), outDir) || '.'}/`)

  const build = await ensureExportBuild(ROOT, process.env, log)
  if (build === 'reused') log(`Build: ${EXPORT_DIST_DIR} is current, reused.`)
  const server = await startExportServer(ROOT, process.env)
  try {
    return await exportWith(server, outDir, site, started)
  } finally {
    await server.stop()
  }
}

async function exportWith(server: ExportServer, outDir: string, site: MediaSite, started: number): Promise<number> {
  const cfg = getConfig()
  const problems: string[] = []
  const res = await fetch(`${server.url}${cfg.SUB_PATH}/api/export`, { headers: { [EXPORT_TOKEN_HEADER]: server.token } })
  if (!res.ok) throw new Error(`the export server could not list the site's addresses (HTTP ${res.status}):\n${(await res.text()).slice(0, 500)}\n${server.logs().slice(-2000)}`)
  const inv = (await res.json()) as Inventory
  const entries = [...inv.entries]

  // the files no page links to: each language's search index (lib/export/static-files.ts)
  for (const prefix of Object.keys(inv.prints)) {
    for (const address of exportOnlyAddresses([{ prefix }])) {
      entries.push({ path: address, file: filePath(address), kind: 'extra', tags: inv.everyPost[prefix] ?? [] })
    }
  }

  // what changed since the last export (lib/export/plan.ts)
  const manifestPath = path.join(outDir, MANIFEST_FILE)
  const old = readManifest(manifestPath)
  const recorded = readRecordedSource(path.join(ROOT, EXPORT_DIST_DIR))
  const buildPrint = digest(`${fs.readFileSync(path.join(ROOT, EXPORT_DIST_DIR, 'BUILD_ID'), 'utf8')}\n${recorded?.source}\n${recorded?.settings}\n${site.origin}`)
  const expired = expiredTags(old, buildPrint, inv.prints)
  const plan = planExport(old, entries, expired, (f) => fs.existsSync(path.join(outDir, f)))
  log(`Addresses: ${entries.length} (${inv.entries.filter((e) => e.kind === 'page').length} pages); ${plan.render.length} to render, ${plan.keep.length} unchanged since the last export${old ? '' : ' (first export)'}.`)

  // pages, feeds, sitemap: asked for, checked, media saved and pointed at
  const tally = newTally()
  const media = new Map<string, string>(Object.entries(old?.media ?? {}).filter(([, f]) => fs.existsSync(path.join(outDir, f))))
  const mediaFetches = new Map<string, Promise<void>>()
  const files: Manifest['files'] = {}
  for (const e of plan.keep) files[e.file] = old!.files[e.file]
  const unlocker = new Unlocker(server, cfg.SUB_PATH, inv.passwords)
  // the locked bodies' text, looked for in every file but the sealed ones
  const secrets = Object.entries(inv.lockedText).map(([path, snippets]) => ({ path, snippets }))
  const sealedFiles = new Set<string>(plan.keep.filter((e) => e.lockedBy).map((e) => filePath(sealedPath(e.path))))
  let done = 0
  let lastReport = Date.now()

  const saveMedia = (key: string): Promise<void> => {
    let job = mediaFetches.get(key)
    if (!job) {
      job = (async () => {
        if (media.has(key)) return
        const r = await askServer(`${server.url}${cfg.SUB_PATH}${key}`)
        if (!r.ok) {
          problems.push(`media ${key.slice(0, 120)}: HTTP ${r.status} from the export server`)
          return
        }
        const file = mediaFile(key, r.headers.get('content-type') ?? '')
        writeIfChanged(path.join(outDir, file), Buffer.from(await r.arrayBuffer()), tally)
        media.set(key, file)
      })()
      mediaFetches.set(key, job)
    }
    return job
  }

  const save = async (f: Fetched) => {
    const { entry } = f
    let body: Buffer | string = f.body
    let used: string[] = []
    if (TEXT.test(entry.file) || /text|json|xml/.test(f.contentType)) {
      let text = f.body.toString('utf8')
      const keys = mediaAddresses(text, site)
      await Promise.all(keys.map(saveMedia))
      text = rewriteMedia(text, site, media)
      used = keys.map((k) => media.get(k)).filter((x): x is string => !!x)
      body = text
    }
    writeIfChanged(path.join(outDir, entry.file), body, tally)
    if (f.unlocked && entry.lockedBy) {
      // the body leaves only as ciphertext (lib/export/seal.ts), its images saved beside the rest
      const bodyMedia = mediaAddresses(f.unlocked, site)
      await Promise.all(bodyMedia.map(saveMedia))
      for (const k of bodyMedia) if (media.has(k)) used.push(media.get(k)!)
      const { json } = await seal(rewriteMedia(f.unlocked, site, media), inv.passwords[entry.lockedBy] ?? '')
      const sealed = filePath(sealedPath(entry.path))
      writeIfChanged(path.join(outDir, sealed), json, tally)
      used.push(sealed)
      sealedFiles.add(sealed)
    }
    files[entry.file] = { path: entry.path, tags: entry.tags, media: used }
  }

  await eachLimited(plan.render, WIDTH, async (entry) => {
    try {
      await save(await fetchEntry(server, cfg.SUB_PATH, entry, unlocker))
    } catch (err) {
      problems.push(err instanceof PageError ? err.message : `${entry.path}: ${(err as Error).stack ?? err}`)
    }
    done++
    if (Date.now() - lastReport > 5000) {
      lastReport = Date.now()
      log(`  … ${done}/${plan.render.length} rendered (${seconds(Date.now() - started)})`)
    }
  })
  // Next's static files and public/, copied file by file (unchanged ones untouched)
  const assets = [
    ...copyTree(path.join(ROOT, EXPORT_DIST_DIR, 'static'), outDir, '_next/static', tally),
    ...copyTree(path.join(ROOT, 'public'), outDir, '', tally),
  ]
  // what the last export wrote that is no longer part of the site
  const keepMedia = new Set(Object.values(files).flatMap((f) => f.media))
  const assetSet = new Set(assets)
  const gone = [
    ...plan.remove,
    ...Object.values(old?.media ?? {}).filter((f) => !keepMedia.has(f)),
    ...(old?.assets ?? []).filter((f) => !assetSet.has(f)),
    ...Object.values(old?.files ?? {}).flatMap((f) => f.media).filter((f) => !keepMedia.has(f)),
  ].filter((f) => !files[f] && !assetSet.has(f) && !keepMedia.has(f))
  for (const f of new Set(gone)) removeFile(outDir, f)

  const manifest: Manifest = {
    version: MANIFEST_VERSION,
    build: buildPrint,
    prints: inv.prints,
    files,
    media: Object.fromEntries([...media].filter(([, f]) => keepMedia.has(f))),
    assets,
  }
  // a failed export keeps no manifest: the next one renders everything again
  if (problems.length) fs.rmSync(manifestPath, { force: true })
  else writeIfChanged(manifestPath, JSON.stringify(manifest))

  problems.push(...checkOut(outDir, site, files, secrets, sealedFiles))
  const ms = Date.now() - started
  log(
    `Wrote ${tally.written} file(s) (${(tally.bytes / 1024 / 1024).toFixed(1)} MB), left ${tally.unchanged} unchanged, removed ${new Set(gone).size}; ` +
      `${Object.keys(files).length} addresses, ${keepMedia.size} media and sealed files, ${assets.length} static files.`,
  )
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):`)
    for (const p of problems.slice(0, 50)) console.error(`  - ${p}`)
    if (problems.length > 50) console.error(`  … and ${problems.length - 50} more`)
    console.error(`\nThe export in ${outDir} is incomplete (${seconds(ms)}).`)
    return 1
  }
  log(`Done in ${seconds(ms)}: ${outDir} is ready for a static host (docs/DEPLOYMENT.md, "Static export").`)
  return 0
}

/**
 * The export's own checks over out/: every internal address a saved page names resolves to a
 * file; no text file names a Notion host; no file but a sealed one holds a locked body's text.
 */
function checkOut(outDir: string, site: MediaSite, files: Manifest['files'], secrets: Array<{ path: string; snippets: string[] }>, sealed: Set<string>): string[] {
  const problems: string[] = []
  const exists = (f: string) => {
    try {
      return fs.statSync(path.join(outDir, f)).isFile()
    } catch {
      return false
    }
  }
  const broken = new Map<string, string>()
  for (const file of Object.keys(files).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(outDir, file), 'utf8')
    for (const link of internalLinks(html, site)) if (!resolveOnHost(link, exists) && !broken.has(link)) broken.set(link, file)
  }
  for (const [link, file] of broken) problems.push(`link check: ${link} (named in ${file}) is no file of the export`)
  for (const rel of listFiles(outDir)) {
    if (!TEXT.test(rel) || sealed.has(rel)) continue
    const text = fs.readFileSync(path.join(outDir, rel), 'utf8')
    const host = notionHostIn(text)
    if (host) problems.push(`Notion address in ${rel}: …${host}…`)
    for (const s of secrets) {
      const found = holdsLockedText(text, s.snippets)
      if (found.length) problems.push(`the locked page ${s.path}'s text is readable in ${rel}: "${found[0]}"`)
    }
  }
  return problems
}

function readManifest(file: string): Manifest | null {
  try {
    const m = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
    return m.version === MANIFEST_VERSION ? m : null
  } catch {
    return null
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    // a failure of the export itself (not a page: those are listed as problems), with where it happened
    console.error(`\nThe export failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`)
    process.exit(1)
  },
)
