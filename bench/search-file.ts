// How large the static export's search index file is (lib/search/static-index.ts), built from a
// workspace snapshot with the server's own indexer (lib/search/site-index.ts; posts, no crawl of
// sub-pages), against the server's saved-index JSON of the same index.
//   node_modules/.bin/tsx bench/search-file.ts [--dir content/sample]
//   npm run gen:workspace -- --posts 3000 --seed bench --out bench/out/workspace-3000
//   node_modules/.bin/tsx bench/search-file.ts --dir bench/out/workspace-3000
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

async function run() {
  // the snapshot is chosen before the store is first made
  process.env.LEAFPRESS_SNAPSHOT_DIR = path.resolve(arg('dir') ?? 'content/sample')
  const { getConfig } = await import('../lib/config')
  const { buildSite } = await import('../lib/site/site')
  const { getStore } = await import('../lib/workspace')
  const { bodyLoader, SiteSearch } = await import('../lib/search/site-index')
  const { serializeSearchIndex } = await import('../lib/search/index')
  const { encodeStaticIndex, decodeStaticIndex } = await import('../lib/search/static-index')
  const store = getStore()
  const site = buildSite(await store.getDatabase(), getConfig(), Date.now(), '')
  const search = new SiteSearch({ getSite: async () => site, loadBody: bodyLoader((id, lastEdited) => store.getPage(id, lastEdited)) })
  await search.update(site)
  const t0 = performance.now()
  const file = encodeStaticIndex(search.index)
  const encodeMs = performance.now() - t0
  const t1 = performance.now()
  decodeStaticIndex(file)
  const decodeMs = performance.now() - t1
  const plain = serializeSearchIndex(search.index)
  const kb = (s: string | Buffer) => `${(Buffer.byteLength(s) / 1024).toFixed(0)} KB`
  const { postings, terms } = search.index.terms.stats()
  console.log(`${site.posts.length} posts, ${terms} terms, ${postings} postings`)
  console.log(`static file: ${kb(file)}, gzip ${kb(gzipSync(file, { level: 9 }))}; encode ${encodeMs.toFixed(0)} ms, decode ${decodeMs.toFixed(0)} ms`)
  console.log(`server's saved-index JSON of the same index: ${kb(plain)}, gzip ${kb(gzipSync(plain, { level: 9 }))}`)
}

run().catch((err) => {
  console.error(err)
  process.exit(1)
})
