// One instance per server process of what must not exist twice. Next bundles the proxy, each
// route's pages and every route handler apart, each with its own copy of every module, so a
// module-level `let store` would be one store per bundle: three caches, three Redis connections,
// three site models for one database. Everything that is one per process is listed here and
// lives in one object on `globalThis`, under one well-known symbol, made on first use:
//
// | name            | what                                                    | made in                     |
// |-----------------|---------------------------------------------------------|-----------------------------|
// | `store`         | the workspace store and change feed per database        | lib/workspace/index.ts      |
// | `sites`         | the site model per record map (WeakMap)                 | lib/site/current.ts         |
// | `subPages`      | the sub-page index and its crawl memo                   | lib/site/sub-pages.ts       |
// | `search`        | the local search index per database                     | lib/search/server/index.ts  |
// | `healer`        | bodies retried after a failed load, paths to revalidate | lib/site/heal.ts            |
// | `unlockLimits`  | the unlock endpoint's rate limits                       | lib/lock/limiters.ts        |
// | `sendOnceStash` | markup handed from the RSC render to the HTML render    | lib/ui/send-once/stash.ts   |
// | `webhookState`  | the last Notion webhook event and handshake (status)    | lib/notion-webhook/state.ts |
//
// Bounds and evictions of each: docs/ARCHITECTURE.md, "Memory".
const KEY = Symbol.for('leafpress.process-singletons')

export type SingletonName = 'store' | 'sites' | 'subPages' | 'search' | 'healer' | 'unlockLimits' | 'sendOnceStash' | 'webhookState'

function registry(): Map<SingletonName, unknown> {
  const g = globalThis as { [KEY]?: Map<SingletonName, unknown> }
  return (g[KEY] ??= new Map())
}

/** The process's one `name`, made by `create` the first time any bundle asks. */
export function processSingleton<T>(name: SingletonName, create: () => T): T {
  const all = registry()
  if (!all.has(name)) all.set(name, create())
  return all.get(name) as T
}

/**
 * Puts `value` in place of the process's `name` (undefined removes it: the next use makes a new
 * one) and returns what was there. Tests use it to run a module against their own store,
 * limits or healer.
 */
export function replaceSingleton<T>(name: SingletonName, value: T | undefined): T | undefined {
  const all = registry()
  const was = all.get(name) as T | undefined
  if (value === undefined) all.delete(name)
  else all.set(name, value)
  return was
}
