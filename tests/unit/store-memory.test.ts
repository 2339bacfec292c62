// What the store does to hold the database in less memory (docs/ARCHITECTURE.md, "Memory"):
// a fingerprint made record by record, rows without the fields the database is never read for,
// and a snapshot read again only when its file changed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { hashString, hashStrings } from '@/lib/search/hash'
import { getBlock, slimDatabase } from '@/lib/workspace/records'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { recordMapPrint, WorkspaceStore } from '@/lib/workspace/store'
import { buildSite } from '@/lib/site/site'
import { getConfig } from '@/lib/config'
import { SAMPLE_DIR } from '../support/sample'

const sampleDb = () => new SnapshotSource(SAMPLE_DIR).getDatabase()

describe('the database held', () => {
  it('hashes parts as their concatenation', () => {
    expect(hashStrings(['ab', '', 'c膳食', 'd'])).toBe(hashString('abc膳食d'))
    expect(hashStrings([])).toBe(hashString(''))
  })

  it('fingerprints a record map without one JSON string of it, and tells changes apart', async () => {
    const a = await sampleDb()
    const b = structuredClone(a)
    expect(recordMapPrint(b)).toBe(recordMapPrint(a))
    const id = Object.keys(b.block).find((k) => getBlock(b, k)?.parent_table === 'collection')!
    ;(getBlock(b, id) as { last_edited_time: number }).last_edited_time += 1
    expect(recordMapPrint(b)).not.toBe(recordMapPrint(a))
  })

  it('drops from rows only what the site never reads there: the model is the same', async () => {
    const full = await sampleDb()
    const slim = slimDatabase(structuredClone(full))
    const row = (rm: ExtendedRecordMap) => Object.keys(rm.block).map((k) => getBlock(rm, k)).find((b) => b?.parent_table === 'collection')!
    expect(row(full).content?.length).toBeGreaterThan(0)
    expect(row(slim).content).toBeUndefined()
    expect(row(slim).properties).toEqual(row(full).properties)
    const now = Date.parse('2026-01-01')
    expect(JSON.stringify(buildSite(slim, getConfig(), now))).toBe(JSON.stringify(buildSite(full, getConfig(), now)))
    // slim already: left as it is
    const again = slimDatabase(slim)
    expect(row(again)).toBe(row(slim))
  })

  it('a snapshot whose database file is unchanged gives the object held, and a new file is read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-snap-'))
    fs.copyFileSync(path.join(SAMPLE_DIR, 'database.json'), path.join(dir, 'database.json'))
    const source = new SnapshotSource(dir)
    const store = new WorkspaceStore(source, { ttlMs: 0, log: () => {} })
    const first = await store.getDatabase()
    expect(await source.getDatabase()).toBe(first)
    expect(await store.getDatabase()).toBe(first)
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(path.join(dir, 'database.json'), later, later)
    const reread = await source.getDatabase()
    expect(reread).not.toBe(first)
    // the same data: the store keeps its object (one data version)
    expect(await store.getDatabase()).toBe(first)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
