// Runs the app's modules against a test's own store (lib/process/singletons.ts holds the one a
// server process uses).
import { replaceSingleton } from '@/lib/process/singletons'
import { ChangeFeed } from '@/lib/workspace/change-feed'
import { noSharedCache } from '@/lib/workspace/shared-cache'
import type { WorkspaceStore } from '@/lib/workspace/store'

type StoreSingleton = { store: WorkspaceStore; changes: ChangeFeed }

/** Makes `store` the process's store (with a change feed that sees no other instance); returns a function putting the previous one back. */
export function useStore(store: WorkspaceStore): () => void {
  const was = replaceSingleton<StoreSingleton>('store', { store, changes: new ChangeFeed(store, noSharedCache) })
  return () => void replaceSingleton('store', was)
}
