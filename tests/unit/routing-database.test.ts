// The proxy's read of the site starts the catch-up with other instances' reloads (issue #40 part
// 3: it had stopped doing so, and instances that did not receive a webhook answered 404 for a
// re-published post until their own refresh).
import { afterEach, describe, expect, it } from 'vitest'
import { replaceSingleton } from '@/lib/process/singletons'
import { routingDatabase } from '@/lib/site/current'
import { ChangeFeed } from '@/lib/workspace/change-feed'
import type { SharedChangeLog } from '@/lib/workspace/shared-data'
import { WorkspaceStore } from '@/lib/workspace/store'
import { db } from '../support/databases'

let restore: (() => void) | undefined
afterEach(() => restore?.())

describe('routingDatabase', () => {
  it('answers with the database held, and has the change log read without waiting for it', async () => {
    const held = db(3)
    const store = new WorkspaceStore({ kind: 'test', getDatabase: async () => held, getPage: async () => held }, { ttlMs: 30_000, log: () => {} })
    await store.getDatabase()
    let reads = 0
    let answer: (v: string | null) => void = () => {}
    const log: SharedChangeLog = {
      append: async () => true,
      publish: async () => true,
      // the log is slow: routing must not wait for it
      newest: () => (reads++, new Promise((r) => (answer = r))),
      changes: async () => [],
    }
    const was = replaceSingleton('store', new Map([['', { store, changes: new ChangeFeed(store, log) }]]))
    restore = () => void replaceSingleton('store', was)
    expect(await routingDatabase()).toBe(held)
    expect(reads).toBe(1)
    answer(null)
  })
})
