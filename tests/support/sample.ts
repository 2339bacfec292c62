// The sample workspace's site model, read straight from the snapshot, so tests can name the
// posts they expect instead of hard-coding titles.
import fs from 'node:fs'
import path from 'node:path'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { buildSite, type SiteIndex } from '@/lib/site/site'
import { normalizeRecordMap } from '@/lib/workspace/records'
import { childPagesOf } from '@/lib/site/page-tree'
import { isSiteRecord, siteDatabases } from '@/lib/site/site-rows'
import type { ExtendedRecordMap } from 'notion-types'
import { toUuid } from '@/lib/render/record'
import { uuidFromSeed } from '@/lib/workspace/snapshot-builder'
import { SAMPLE_NAMESPACE } from '@/scripts/sample/index'
import { OUTSIDE_NOTES } from '@/scripts/sample/pages'

export const SAMPLE_DIR = path.resolve(__dirname, '../../content/sample')

let site: SiteIndex | undefined

export function sampleSite(): SiteIndex {
  site ??= siteOf(SAMPLE_DIR)
  return site
}

/** The site model of any snapshot folder (e.g. one written by scripts/gen-workspace.ts). */
export function siteOf(dir: string): SiteIndex {
  return buildSite(normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(dir, 'database.json'), 'utf8'))), loadConfig(blogConfig, {}))
}

/** The sub-pages a page of the sample lists (page-tree.ts), its database's rows told apart. */
export function sampleChildPages(rm: ExtendedRecordMap, pageId: string) {
  const dbs = siteDatabases([sampleSite()])
  return childPagesOf(rm, pageId, (block) => isSiteRecord(rm, block, dbs))
}

/** The sample's database record map, read afresh (tests edit their copy). */
export function sampleDatabase(): ExtendedRecordMap {
  return normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(SAMPLE_DIR, 'database.json'), 'utf8')))
}

/** A copy of the database with one row's record changed by `edit`. */
export function editedRow(db: ExtendedRecordMap, id: string, edit: (row: any) => void): ExtendedRecordMap {
  const copy = structuredClone(db)
  const block = copy.block[toUuid(id)] as any
  edit(block.value ?? block)
  return copy
}

/** A page's record map from the sample snapshot (32-hex id). */
export function samplePage(id: string) {
  return normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(SAMPLE_DIR, 'pages', `${id}.json`), 'utf8')))
}

/** A page under a post of the sample: its ids, title and canonical address. */
export interface SampleSubPage {
  id: string
  uuid: string
  title: string
  href: string
}

/**
 * The sample's pages under posts (lib/site/page-tree.ts), found by title: the two-level tree of
 * the kitchen sink, a row of its inline database, the locked post's page, the Invisible page's
 * page and the workspace page outside the blog (its id only: it is never a page of the site).
 */
export function sampleSubPages() {
  const site = sampleSite()
  const row = (slug: string) => site.allPages.find((p) => p.slug === slug)!
  const under = (parent: { id: string; uuid?: string }, rootHref: string, title: string): SampleSubPage => {
    const compact = parent.id.replace(/-/g, '')
    const child = sampleChildPages(samplePage(compact), toUuid(compact)).find((c) => c.title === title)
    if (!child) throw new Error(`no sub-page "${title}" under ${compact}`)
    const id = child.id.replace(/-/g, '')
    return { id, uuid: child.id, title, href: `${rootHref}/${id}` }
  }
  const kitchen = row('kitchen-sink')
  const veg = under(kitchen, kitchen.href, '延伸閱讀：蔬菜的顏色密碼')
  const shopping = under(kitchen, kitchen.href, '每週採買紀錄')
  const locked = row('members-meal-plan')
  const hidden = row('hidden-notes')
  return {
    kitchen,
    veg,
    tomato: under(veg, kitchen.href, '紅色蔬果與茄紅素'),
    oats: under(kitchen, kitchen.href, '燕麥'),
    shopping,
    week1: under(shopping, kitchen.href, '第 1 週'),
    locked,
    lockedSub: under(locked, locked.href, '會員採買清單'),
    hidden,
    hiddenSub: under(hidden, hidden.href, '高齡營養選題草稿'),
    outsideId: uuidFromSeed(`${SAMPLE_NAMESPACE}/outside/${OUTSIDE_NOTES}`).replace(/-/g, ''),
  }
}
