// The sample's two databases (Chinese at the root, English under /en) in a local Notion, as an
// editor who builds views of the blog itself leaves them (issue #38): a published post and the
// About page each hold a linked view of the blog's own database, the post one of the English
// database too; the databases hold a locked post with a sub-page, a Draft with a sub-page, a
// scheduled post with a sub-page, an Invisible page with a sub-page, an English Draft, and a
// Draft the database's own view filters out (only the linked view shows it). `secrets` lists
// text of all of these that no reader may ever see before its time or password.
import fs from 'node:fs'
import path from 'node:path'
import { SECRET_SENTENCE, SECRET_SUB_SENTENCE } from '@/scripts/sample/posts/members-meal-plan'
import { addRecordMap, notionDate, universeFromSnapshot, type Universe } from './notion-server'
import { SAMPLE_DIR } from './sample'
import type { SiteIndex } from '@/lib/site/site'
import { addToUniverse, linkedViewOf } from './site-view'

export const EN_DIR = path.join(SAMPLE_DIR, '..', 'sample-en')
const snapshotOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'snapshot.json'), 'utf8')) as { rootPageId: string; collectionId: string; collectionViewId: string }
export const ZH_DB = snapshotOf(SAMPLE_DIR)
export const EN_DB = snapshotOf(EN_DIR)
export const ZH_ROOT = ZH_DB.rootPageId.replace(/-/g, '')
export const EN_ROOT = EN_DB.rootPageId.replace(/-/g, '')

/** Both databases in one local Notion (each has its own root page, collection and view). */
export function bothDatabases(): Universe {
  const u = universeFromSnapshot(SAMPLE_DIR)
  const english = universeFromSnapshot(EN_DIR)
  addRecordMap(u, english)
  for (const [c, views] of Object.entries(english.queries)) u.queries[c] = views
  return u
}

const uuid = (n: number) => `5ec7e700-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
const compact = (id: string) => id.replace(/-/g, '')
const T = 1_790_000_000_000

export interface HiddenPage {
  /** 32-hex id */
  id: string
  title: string
  /** text only its page holds */
  body: string
}

/** Text an attacker with edit rights would write: each runs a script if any place renders it as markup. */
export const HOSTILE = {
  title: `<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>`,
  summary: `<svg onload="window.__xss=3"></svg>'"><iframe src="javascript:window.__xss=4">`,
  tag: `<b onmouseover=window.__xss=5>tag</b>`,
  body: `</script><script>window.__xss=6</script><img src=x onerror=window.__xss=7>`,
  sub: `"><img src=x onerror="window.__xss=8">`,
  link: 'javascript:window.__xss=9',
}

export interface ViewsWorkspace {
  universe: Universe
  /** the post and the page that hold the views (32-hex ids, hrefs) */
  post: { id: string; href: string }
  about: { id: string; href: string }
  /** rows and pages no reader may open (ids to try at every address form) */
  hidden: HiddenPage[]
  /** the locked post's sub-page (opens with the post's password, under the post only) */
  lockedSub: HiddenPage
  /** text that must appear nowhere a reader can reach without the password or before its time */
  secrets: string[]
  /** the scheduled post's date */
  scheduledFor: string
  /** the hostile rows (HOSTILE text in every field): a published post with a sub-page, a Draft,
   * and an English post (slugs, and the sub-page's id) */
  hostile: { post: string; sub: string; draft: string; en: string }
}

function block(u: Universe, id: string, value: Record<string, unknown>) {
  u.block[id] = { role: 'reader', value: { id, alive: true, created_time: T, last_edited_time: T, ...value } }
}

/** A page under `parent` holding one paragraph. */
function subPage(u: Universe, n: number, parent: string, title: string, text: string): HiddenPage {
  const id = uuid(n)
  block(u, `${id.slice(0, -4)}ffff`, { type: 'text', properties: { title: [[text]] }, parent_id: id, parent_table: 'block' })
  block(u, id, { type: 'page', properties: { title: [[title]] }, content: [`${id.slice(0, -4)}ffff`], parent_id: parent, parent_table: 'block' })
  const page = u.block[parent].value
  page.content = [...(page.content ?? []), id]
  return { id: compact(id), title, body: text }
}

/** A row of a database (by its snapshot) with a body and a sub-page; `listed`: in the database's own view. */
function row(u: Universe, n: number, db: typeof ZH_DB, props: Record<string, unknown>, body: string, listed: boolean) {
  const schema = u.collection[db.collectionId].value.schema as Record<string, { name: string }>
  const key = (name: string) => Object.keys(schema).find((k) => schema[k].name === name)!
  const id = uuid(n)
  const properties: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) properties[name === 'title' ? 'title' : key(name)] = typeof value === 'string' ? [[value]] : value
  block(u, `${id.slice(0, -4)}eeee`, { type: 'text', properties: { title: [[body]] }, parent_id: id, parent_table: 'block' })
  block(u, id, { type: 'page', properties, content: [`${id.slice(0, -4)}eeee`], parent_id: db.collectionId, parent_table: 'collection' })
  if (listed) u.queries[db.collectionId][db.collectionViewId].push(id)
  return { id: compact(id), title: String(props.title), body }
}

const views = (u: Universe, db: typeof ZH_DB) => ({ block: Object.fromEntries(Object.entries(u.block).filter(([, b]) => b.value.parent_id === db.collectionId)), collection: { [db.collectionId]: u.collection[db.collectionId] } })

/** `site`: the sample's Chinese model (the rows it names by slug). */
export function viewsWorkspace(site: SiteIndex): ViewsWorkspace {
  const bySlug = (slug: string) => [...site.byId.values()].find((p) => p.slug === slug)!
  const host = bySlug('fiber-daily-guide')
  const ids = { post: host.id, about: bySlug('about').id, draft: bySlug('draft-sugary-drinks').id, locked: bySlug('members-meal-plan').id, invisible: bySlug('hidden-notes').id }
  const u = bothDatabases()
  const dashed = (id: string) => Object.keys(u.block).find((k) => compact(k) === id)!
  const scheduledFor = '2031-06-01'
  const scheduled = row(u, 1, ZH_DB, { title: '排程文章：還沒到時間的祕密', type: 'Post', status: 'Published', slug: 'scheduled-secret', date: notionDate(scheduledFor), summary: '排程摘要不該提早出現' }, '排程內文：時間到之前誰都看不到。', true)
  const filtered = row(u, 2, ZH_DB, { title: '被篩掉的草稿標題', type: 'Post', status: 'Draft', slug: 'filtered-draft', date: notionDate('2026-11-01') }, '被篩掉的草稿內文。', false)
  const enDraft = row(u, 3, EN_DB, { title: 'An English draft nobody may read', type: 'Post', status: 'Draft', slug: 'english-draft', date: notionDate('2026-11-01'), summary: 'English draft summary' }, 'English draft body: never published.', true)
  const draftRow = { id: ids.draft, title: String(u.block[dashed(ids.draft)].value.properties.title[0][0]), body: '草稿內容：這篇文章還在撰寫中，永遠不該被公開。' }
  const draftSub = subPage(u, 11, dashed(ids.draft), '草稿底下的頁面', '草稿子頁的內文：永遠不該被公開。')
  const scheduledSub = subPage(u, 12, uuid(1), '排程文章底下的頁面', '排程子頁的內文：時間到之前誰都看不到。')
  const enDraftSub = subPage(u, 13, uuid(3), 'A page under the English draft', 'English draft sub-page body.')
  const invisibleSub = { id: '', title: '高齡營養選題草稿', body: '這一頁在不公開的頁面底下，所以網站上不存在。' }
  const lockedPage = u.block[dashed(ids.locked)].value
  const lockedSubId = (lockedPage.content as string[]).find((c) => u.block[c]?.value.type === 'page')!
  const lockedSub = { id: compact(lockedSubId), title: String(u.block[lockedSubId].value.properties.title[0][0]), body: SECRET_SUB_SENTENCE }
  const invisiblePage = u.block[dashed(ids.invisible)].value
  invisibleSub.id = compact((invisiblePage.content as string[]).find((c) => u.block[c]?.value.type === 'page')!)

  // hostile text in every field an editor controls, in both languages, under a post and a Draft
  const hostileFields = { title: HOSTILE.title, type: 'Post', status: 'Published', date: notionDate('2026-11-02'), summary: HOSTILE.summary, tags: [[HOSTILE.tag]], category: [[HOSTILE.tag]] }
  const hostilePost = row(u, 4, ZH_DB, { ...hostileFields, slug: 'hostile-xss' }, HOSTILE.body, true)
  const bodyLink = u.block[`${uuid(4).slice(0, -4)}eeee`].value
  bodyLink.properties.title = [[HOSTILE.body], ['click me', [['a', HOSTILE.link]]], [HOSTILE.sub, [['b']]]]
  const hostileSub = subPage(u, 14, uuid(4), HOSTILE.sub, HOSTILE.body)
  row(u, 5, ZH_DB, { ...hostileFields, status: 'Draft', slug: 'hostile-draft' }, HOSTILE.body, true)
  row(u, 6, EN_DB, { ...hostileFields, tags: [['Heart']], category: [['Eating']], slug: 'hostile-xss-en' }, HOSTILE.body, true)

  // the views: the blog's database as a gallery in the post and as a table in About; the English
  // database as a list in the post. Each shows every row its database has, and the filtered Draft
  const zhRows = views(u, ZH_DB)
  const enRows = views(u, EN_DB)
  addToUniverse(u, dashed(ids.post), linkedViewOf(zhRows as never, dashed(ids.post), 'gallery'))
  addToUniverse(u, dashed(ids.about), linkedViewOf(zhRows as never, dashed(ids.about), 'table'))
  addToUniverse(u, dashed(ids.post), linkedViewOf(enRows as never, dashed(ids.post), 'list'))

  const hidden = [draftRow, draftSub, scheduled, scheduledSub, filtered, enDraft, enDraftSub, invisibleSub]
  return {
    universe: u,
    post: { id: ids.post, href: host.href },
    about: { id: ids.about, href: '/about' },
    hidden,
    lockedSub,
    secrets: [...hidden.flatMap((h) => [h.title, h.body]), '排程摘要不該提早出現', 'English draft summary', '尚未完成的草稿', SECRET_SENTENCE, SECRET_SUB_SENTENCE, lockedSub.title],
    scheduledFor,
    hostile: { post: hostilePost.id, sub: hostileSub.id, draft: compact(uuid(5)), en: compact(uuid(6)) },
  }
}
