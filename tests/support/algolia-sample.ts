// The sample workspace pushed to the local Algolia stand-in the way `npm run search:index` does,
// for the tests that browse with hosted search on.
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { algoliaHostOptions } from '@/lib/search/hosted'
import { pushToAlgolia } from '@/lib/search/server/algolia-index'
import { bodyLoader } from '@/lib/search/site-index'
import { buildSite } from '@/lib/site/site'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import type { RunningAlgolia } from './algolia-server'
import { ROOT } from './server'

export async function indexSample(algolia: RunningAlgolia, indexName: string) {
  const source = new SnapshotSource(path.join(ROOT, 'content/sample'))
  await pushToAlgolia({
    client: algoliasearch(algolia.appId, algolia.adminKey, algoliaHostOptions(algolia.url)),
    indexName,
    site: buildSite(await source.getDatabase(), loadConfig(blogConfig, {})),
    loadBody: bodyLoader((id) => source.getPage(id)),
  })
}
