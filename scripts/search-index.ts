// npm run search:index
// Pushes the published, unlocked articles of the configured workspace to the hosted search
// index (Algolia) and removes every other record from it (locked, unpublished or deleted
// articles). Needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_ONLY_KEY, ALGOLIA_INDEX and ALGOLIA_ADMIN_KEY
// in the environment; ALGOLIA_HOST points it at another address. Run it after the content
// changes (a cron job or a Notion automation); the logic is in lib/search/server/algolia-index.ts.
// A site in several languages fills one index per language: ALGOLIA_INDEX for the default
// language's database, `<ALGOLIA_INDEX>_<prefix>` for each other (e.g. posts_en).
import { algoliasearch } from 'algoliasearch'
import { getConfig } from '../lib/config'
import { ConfigError } from '../lib/config/load'
import { algoliaHostOptions } from '../lib/search/hosted'
import { pushToAlgolia } from '../lib/search/server/algolia-index'
import { languageIndexName, readAlgoliaSettings } from '../lib/search/server/algolia-settings'
import { editions } from '../lib/site/editions'
import { bodyLoader } from '../lib/search/site-index'
import { buildSite } from '../lib/site/site'
import { getStore } from '../lib/workspace'

async function main() {
  const settings = readAlgoliaSettings(process.env)
  if (!settings?.adminKey) {
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
