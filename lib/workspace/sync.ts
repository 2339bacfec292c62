// `npm run sync`: copies the configured Notion workspace into a snapshot folder (layout in
// ./types.ts) that the server can then run from with no Notion access.
//
// Incremental: snapshot.json remembers each page's last-edited time and files; a page whose
// last-edited time in the database is unchanged is not fetched again, a file already copied is
// not downloaded again. Files go through the same SSRF-safe fetcher as the image path.
//
// Never half-written: every file is written under a temporary name and renamed; pages and files
// first, then database.json, then snapshot.json. If Notion fails, database.json stays as it was
// (pages fetched so far are kept and recorded, so the next run continues from there). An empty
// database where the snapshot has pages is refused, as the server's store refuses it.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, promises as fs } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import sharp from 'sharp'
import { plainText, readDatabase } from '@/lib/site/properties'
import { fileKey, needsSigning } from '@/lib/media/file-urls'
import { rewriteFileRefs } from '@/lib/media/record-files'
import type { Fetched } from '@/lib/media/safe-fetch'
import { getBlock, toCompactId, toUuid } from './records'
import type { FileRef, SnapshotManifest, WorkspaceSource } from './types'

interface PageEntry {
  title: string
  /** last-edited time the copy was made from; 0 = fetch again (one of its files failed) */
  edited: number
  files: string[]
}

/** snapshot.json as the sync writes it: the manifest plus what the next run compares against. */
export interface SyncManifest extends SnapshotManifest {
  sync?: { pages: Record<string, PageEntry>; files: Record<string, string> }
}

export interface SyncOptions {
  source: WorkspaceSource
  outDir: string
  /** fetches a file URL (SSRF-safe, size and time capped) */
  download: (url: string) => Promise<Fetched>
  /** pages loaded at the same time; the source's throttle paces the requests themselves */
  concurrency?: number
  log?: (line: string) => void
}

export interface PageChange {
  id: string
  title: string
}

export interface SyncReport {
  added: PageChange[]
  updated: PageChange[]
  removed: PageChange[]
  unchanged: number
  /** kept: files already in the snapshot that records still use */
  files: { downloaded: number; removed: number; failed: number; kept: number }
  /** calls made to the source: each is one Notion request or a few (see throttle.ts) */
  calls: { database: number; pages: number; signatures: number }
  ms: number
}

const SAVED_TYPES: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
  'application/pdf': '.pdf',
  'audio/mpeg': '.mp3',
  'video/mp4': '.mp4',
}
const SAVED_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif', '.pdf', '.mp3', '.mp4', '.m4a', '.wav', '.ogg', '.webm', '.mov', '.zip'])

async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
  await fs.writeFile(tmp, data)
  await fs.rename(tmp, file)
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`

async function readManifest(dir: string): Promise<SyncManifest | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, 'snapshot.json'), 'utf8')) as SyncManifest
  } catch {
    return null
  }
}

/** Runs `fn` over `items`, `limit` at a time; collects failures instead of stopping at the first. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<Array<{ item: T; error: unknown }>> {
  const failures: Array<{ item: T; error: unknown }> = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      await fn(item).catch((error) => failures.push({ item, error }))
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return failures
}

function titleOf(recordMap: ExtendedRecordMap, id: string): string {
  return plainText((getBlock(recordMap, id)?.properties as { title?: unknown } | undefined)?.title) || id
}

export async function syncWorkspace(opts: SyncOptions): Promise<SyncReport> {
  const started = performance.now()
  const { source, outDir } = opts
  const log = opts.log ?? (() => undefined)
  const calls = { database: 0, pages: 0, signatures: 0 }
  const files = { downloaded: 0, removed: 0, failed: 0, kept: 0 }
  const previous = await readManifest(outDir)
  const prevPages = previous?.sync?.pages ?? {}
  const fileNames = new Map(Object.entries(previous?.sync?.files ?? {}))
  const copiedBefore = new Set(fileNames.values())
  const kept = new Set<string>()
  const pagesDir = path.join(outDir, 'pages')
  const filesDir = path.join(outDir, 'files')
  await fs.mkdir(pagesDir, { recursive: true })
  await fs.mkdir(filesDir, { recursive: true })
  // Page files present before, whoever wrote them (a snapshot from elsewhere has no sync record).
  const pagesOnDisk = new Set(
    (await fs.readdir(pagesDir)).filter((f) => /^[0-9a-f]{32}\.json$/.test(f)).map((f) => toUuid(f.slice(0, 32))),
  )

  calls.database++
  const db = structuredClone(await source.getDatabase())
  const { rootBlock, collection, rowIds } = readDatabase(db)
  const pagesBefore = pagesOnDisk.size
  if (!rootBlock || !collection) throw new Error('Notion answered a database without its collection; nothing was changed')
  if (rowIds.length === 0 && pagesBefore > 0) {
    throw new Error(`Notion answered an empty database where the snapshot has ${pagesBefore} pages; nothing was changed`)
  }

  // One download per file however many records share it; files copied before are kept.
  const jobs = new Map<string, Promise<string | null>>()
  const copyFile = (url: string, ref: FileRef): Promise<string | null> => {
    const key = fileKey(url)
    const known = fileNames.get(key)
    if (known && existsSync(path.join(filesDir, known))) {
      if (copiedBefore.has(known)) kept.add(known)
      return Promise.resolve(known)
    }
    let job = jobs.get(key)
    if (!job) {
      job = downloadFile(url, key, ref).catch((err) => {
        files.failed++
        log(`  ! file ${key}: ${(err as Error).message}`)
        return null
      })
      jobs.set(key, job)
    }
    return job
  }
  const downloadFile = async (url: string, key: string, ref: FileRef): Promise<string> => {
    let target: string | null = url.startsWith('/images/') ? `https://www.notion.so${url}` : url
    if (needsSigning(target)) {
      calls.signatures++
      target = (await source.signFileUrl?.(url, ref)) ?? null
      if (!target) throw new Error('Notion gave no signed URL for it')
    }
    const got = await opts.download(target)
    let body = got.body
    let ext = SAVED_TYPES[got.contentType.split(';')[0].trim().toLowerCase()]
    if (!ext) {
      // An SVG served from the site's own origin could run script: keep a raster copy instead.
      if (/svg/i.test(got.contentType) || /\.svg$/i.test(key)) {
        body = await sharp(body).png().toBuffer()
        ext = '.png'
      } else {
        const fromName = path.extname(key).toLowerCase()
        ext = SAVED_EXTENSIONS.has(fromName) ? fromName : ''
      }
    }
    const name = `${createHash('sha256').update(key).digest('hex').slice(0, 20)}${ext}`
    await writeAtomic(path.join(filesDir, name), body)
    fileNames.set(key, name)
    files.downloaded++
    return name
  }
  /** Points the record map's Notion files at the snapshot's copies; the names it uses, and whether all were copied. */
  const localiseFiles = async (recordMap: ExtendedRecordMap) => {
    const used = new Set<string>()
    let complete = true
    await rewriteFileRefs(recordMap, async (url, ref) => {
      const name = await copyFile(url, ref)
      if (!name) complete = false
      else used.add(name)
      return name ? `/files/${name}` : null
    })
    return { used: [...used], complete }
  }

  const rows = rowIds.map((id) => toUuid(id))
  const edited = (id: string) => Number(getBlock(db, id)?.last_edited_time ?? 0)
  const pageFile = (id: string) => path.join(pagesDir, `${toCompactId(id)}.json`)
  const nextPages: Record<string, PageEntry> = {}
  const added: PageChange[] = []
  const updated: PageChange[] = []
  const stale: string[] = []
  for (const id of rows) {
    const before = prevPages[id]
    if (before && before.edited > 0 && before.edited === edited(id) && existsSync(pageFile(id))) nextPages[id] = before
    else stale.push(id)
  }
  log(`${rows.length} pages in the database; ${stale.length} to fetch`)

  const failures = await eachLimited(stale, opts.concurrency ?? 8, async (id) => {
    calls.pages++
    const page = structuredClone(await source.getPage(id))
    if (!getBlock(page, id)) throw new Error('the answer does not contain the page')
    const { used, complete } = await localiseFiles(page)
    await writeAtomic(pageFile(id), json(page))
    ;(pagesOnDisk.has(id) ? updated : added).push({ id, title: titleOf(db, id) })
    nextPages[id] = { title: titleOf(db, id), edited: complete ? edited(id) : 0, files: used }
  })

  const manifest: SyncManifest = {
    rootPageId: rootBlock.id,
    collectionId: collection.id,
    collectionViewId: (rootBlock as { view_ids?: string[] }).view_ids?.[0] ?? '',
    createdAt: new Date().toISOString(),
    sync: { pages: { ...(failures.length ? prevPages : {}), ...nextPages }, files: Object.fromEntries(fileNames) },
  }
  if (failures.length) {
    // Keep the old database.json: it matches the pages the snapshot has. Record what was fetched.
    await writeAtomic(path.join(outDir, 'snapshot.json'), json({ ...(previous ?? manifest), sync: manifest.sync }))
    const first = failures[0]
    throw new Error(
      `${failures.length} of ${stale.length} pages could not be loaded (first: ${first.item}: ${(first.error as Error).message}); ` +
        'the database was not updated, the pages loaded were kept: run the sync again',
    )
  }

  const dbFiles = await localiseFiles(db)
  await writeAtomic(path.join(outDir, 'database.json'), json(db))

  const removed: PageChange[] = []
  for (const id of pagesOnDisk) {
    if (nextPages[id]) continue
    removed.push({ id, title: prevPages[id]?.title ?? id })
    await fs.rm(pageFile(id), { force: true })
  }
  // Files no page or the database uses any more (only ones the sync itself wrote).
  const used = new Set([...dbFiles.used, ...Object.values(nextPages).flatMap((p) => p.files)])
  for (const [key, name] of fileNames) {
    if (used.has(name)) continue
    fileNames.delete(key)
    await fs.rm(path.join(filesDir, name), { force: true })
    files.removed++
  }
  manifest.sync!.files = Object.fromEntries(fileNames)
  await writeAtomic(path.join(outDir, 'snapshot.json'), json(manifest))
  files.kept = kept.size
  return {
    added,
    updated,
    removed,
    unchanged: rows.length - stale.length,
    files,
    calls,
    ms: Math.round(performance.now() - started),
  }
}
