// Hosted search's keys, tried once when the server starts (instrumentation.ts): a search-only
// key Algolia refuses would otherwise show only as an empty dialog in readers' browsers (they
// now fall back to the built-in search, lib/search-ui/providers.ts) and nothing in the log. One
// empty query per language's index, with the key the browser gets; a line naming the setting
// and the fix for each problem. Never stops the server: Algolia may be briefly unreachable.
import { liteClient } from 'algoliasearch/lite'
import { algoliaHostOptions } from '../hosted'
import { readSiteSources } from '../../config/deployment'
import { languageIndexName, readAlgoliaSettings, type AlgoliaSettings } from './algolia-settings'

/** An answer's status and message, as the algoliasearch client's errors carry them. */
interface Refusal {
  status?: number
  message?: string
}

type Search = (indexName: string) => Promise<unknown>

function clientSearch(settings: AlgoliaSettings): Search {
  const client = liteClient(settings.appId, settings.searchKey, algoliaHostOptions(settings.host))
  return (indexName) => client.searchForHits({ requests: [{ indexName, query: '', hitsPerPage: 0 }] })
}

/**
 * The problems, one line each (none when every index answers). `prefixes`: the address
 * prefixes of the site's languages ('' for the default one), each with an index of its own.
 */
export async function checkAlgoliaKeys(settings: AlgoliaSettings, prefixes: string[], search: Search = clientSearch(settings)): Promise<string[]> {
  const lines: string[] = []
  for (const prefix of prefixes) {
    const index = languageIndexName(settings.indexName, prefix)
    try {
      await search(index)
    } catch (err) {
      const { status, message } = err as Refusal
      const said = message ? ` ("${message}")` : ''
      if (status === 401 || status === 403) {
        // the same refusal for every index: one line is enough
        return [
          `Hosted search is unavailable: Algolia refused ALGOLIA_APP_ID = ${JSON.stringify(settings.appId)} with ALGOLIA_SEARCH_ONLY_KEY${said}. ` +
            `Fix: copy the application's ID and its "Search API Key" from the Algolia dashboard (Settings → API Keys) into ALGOLIA_APP_ID and ALGOLIA_SEARCH_ONLY_KEY, then restart. ` +
            `Readers get the built-in search meanwhile.`,
        ]
      }
      if (status === 404) {
        lines.push(`Hosted search: the index ${JSON.stringify(index)} (ALGOLIA_INDEX${prefix ? ` for /${prefix}` : ''}) does not exist${said}. Fix: run \`npm run search:index\` (with ALGOLIA_ADMIN_KEY set). Readers of ${prefix ? `/${prefix}` : 'the default language'} get the built-in search meanwhile.`)
        continue
      }
      lines.push(`Hosted search could not be checked: ${index} answered ${status ?? 'nothing'}${said}. Readers fall back to the built-in search while it fails.`)
    }
  }
  return lines
}

/** At start: the settings from the environment, the problems to the log (nothing when hosted
 * search is off or every index answers). */
export async function reportAlgoliaKeys(env: Record<string, string | undefined> = process.env): Promise<void> {
  const say = (line: string) => process.stderr.write(`[leafpress] ${line}\n`)
  try {
    const settings = readAlgoliaSettings(env, [])
    if (!settings) return
    const prefixes = ['', ...readSiteSources(env).others.map((o) => o.prefix)]
    for (const line of await checkAlgoliaKeys(settings, prefixes)) say(line)
  } catch (err) {
    say(`Hosted search could not be checked: ${(err as Error).message}`)
  }
}
