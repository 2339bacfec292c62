// npm run search:index
// With Algolia configured (ALGOLIA_APP_ID, ALGOLIA_SEARCH_ONLY_KEY, ALGOLIA_INDEX and
// ALGOLIA_ADMIN_KEY; ALGOLIA_HOST points it at another address): pushes the published, unlocked
// articles of the configured workspace to the hosted index and removes every other record from
// it (locked, unpublished or deleted articles); lib/search/server/algolia-index.ts. Run it after
// the content changes (a cron job or a Notion automation). A site in several languages fills
// one index per language: ALGOLIA_INDEX for the default language's database,
// `<ALGOLIA_INDEX>_<prefix>` for each other (e.g. posts_en).
// Without Algolia: builds the local search index of every language's database and writes it to
// .leafpress/search/ (lib/search/server/saved-index.ts), so a cold server or serverless function
// starts from it and reads only the bodies edited since (run it as a build step).
import { algoliasearch } from 'algoliasearch'
import { getConfig } from '../lib/config'
import { ConfigError } from '../lib/config/load'
import { algoliaHostOptions } from '../lib/search/hosted'
import { pushToAlgolia } from '../lib/search/server/algolia-index'
import { languageIndexName, readAlgoliaSettings } from '../lib/search/server/algolia-settings'
import { editions } from '../lib/site/editions'
import { bodyLoader, SiteSearch } from '../lib/search/site-index'
import { savedIndexFile } from '../lib/search/server/saved-index'
import fs from 'node:fs'
import path from 'node:path'
import { buildSite } from '../lib/site/site'
import { getStore } from '../lib/workspace'

/** The local index of every language's database, written where servers look for it. */
async function writeLocalIndexes() {
  for (const edition of editions()) {
    const store = getStore(edition)
    const site = buildSite(await store.getDatabase(), getConfig(), Date.now(), edition.prefix)
    const started = Date.now()
    let failed = 0
    const search = new SiteSearch({
      getSite: async () => site,
      loadBody: bodyLoader((id, lastEdited) => store.getPage(id, lastEdited)),
      log: (msg) => (failed++, console.error(msg)),
    })
    await search.update(site)
    const file = savedIndexFile(edition.prefix)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const json = search.save()
    fs.writeFileSync(file, json)
    console.log(`Local search index of ${site.posts.length} articles (${store.source.kind}, ${edition.locale}) → ${path.relative(process.cwd(), file)}, ${(json.length / 1024).toFixed(0)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    // a body that failed is read by the server later (it is not in the saved index): no reason
    // to fail the build step this runs in
    if (failed) console.warn(`${failed} bodies could not be loaded; servers read them on their own`)
  }
}

async function main() {
  const settings = readAlgoliaSettings(process.env)
  if (!settings) return writeLocalIndexes()
  if (!settings.adminKey) {
    throw new ConfigError([
      'npm run search:index needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_ONLY_KEY, ALGOLIA_INDEX and ALGOLIA_ADMIN_KEY ' +
        '(the admin key from the Algolia dashboard, API Keys; it is used here only, never sent to readers)',
    ])
  }
  const client = algoliasearch(settings.appId, settings.adminKey, algoliaHostOptions(settings.host))
  let failed = 0
  for (const edition of editions()) {
    const store = getStore(edition)
    const site = buildSite(await store.getDatabase(), getConfig(), Date.now(), edition.prefix)
    const indexName = languageIndexName(settings.indexName, edition.prefix)
    console.log(`Indexing ${site.posts.length} published articles into ${indexName} (${store.source.kind}, ${edition.locale}) …`)
    const started = Date.now()
    const r = await pushToAlgolia({
      client,
      indexName,
      site,
      loadBody: bodyLoader((id, lastEdited) => store.getPage(id, lastEdited)),
    })
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${r.saved} records saved, ${r.removed} removed.`)
    if (r.failed.length > 0) console.error(`${r.failed.length} bodies could not be loaded (their records were left as they were): ${r.failed.join(', ')}`)
    failed += r.failed.length
  }
  if (failed) process.exit(1)
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Indexing failed: ${(err as Error).message}`)
  process.exit(1)
})
