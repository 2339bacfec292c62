// npm run search:index
// Pushes the published, unlocked articles of the configured workspace to the hosted search
// index (Algolia) and removes every other record from it (locked, unpublished or deleted
// articles). Needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_ONLY_KEY, ALGOLIA_INDEX and ALGOLIA_ADMIN_KEY
// in the environment; ALGOLIA_HOST points it at another address. Run it after the content
// changes (a cron job or a Notion automation); the logic is in lib/search/server/algolia-index.ts.
import { algoliasearch } from 'algoliasearch'
import { getConfig } from '../lib/config'
import { ConfigError } from '../lib/config/load'
import { algoliaHostOptions } from '../lib/search/hosted'
import { pushToAlgolia } from '../lib/search/server/algolia-index'
import { readAlgoliaSettings } from '../lib/search/server/algolia-settings'
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
  const store = getStore()
  const site = buildSite(await store.getDatabase(), getConfig())
  const client = algoliasearch(settings.appId, settings.adminKey, algoliaHostOptions(settings.host))
  console.log(`Indexing ${site.posts.length} published articles into ${settings.indexName} (${store.source.kind}) …`)
  const started = Date.now()
  const r = await pushToAlgolia({
    client,
    indexName: settings.indexName,
    site,
    loadBody: bodyLoader((id, lastEdited) => store.getPage(id, lastEdited)),
  })
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${r.saved} records saved, ${r.removed} removed.`)
  if (r.failed.length > 0) {
    console.error(`${r.failed.length} bodies could not be loaded (their records were left as they were): ${r.failed.join(', ')}`)
    process.exit(1)
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Indexing failed: ${(err as Error).message}`)
  process.exit(1)
})
