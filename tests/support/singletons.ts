// Runs the app's modules against a test's own store (lib/process/singletons.ts holds the ones a
// server process uses: one per language's database, lib/workspace/index.ts).
import { replaceSingleton } from '@/lib/process/singletons'
import { ChangeFeed } from '@/lib/workspace/change-feed'
import { noSharedCache } from '@/lib/workspace/shared-data'
import type { WorkspaceStore } from '@/lib/workspace/store'

type StoreSingleton = Map<string, { store: WorkspaceStore; changes: ChangeFeed }>

/** Makes `store` the process's store of the default language (`prefix` '': with a change feed
 * that sees no other instance), or of the language under `prefix`; returns a function putting
 * the previous ones back. */
export function useStore(store: WorkspaceStore, prefix = ''): () => void {
  const stores: StoreSingleton = new Map()
  const was = replaceSingleton<StoreSingleton>('store', stores)
  for (const [p, s] of was ?? []) if (p !== prefix) stores.set(p, s)
  stores.set(prefix, { store, changes: new ChangeFeed(store, noSharedCache) })
  return () => void replaceSingleton('store', was)
}
