// The embedded sample workspace (content/sample) must meet what the site, its tests and its
// demos rely on. Everything here reads the real generated files.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { afterAll, describe, expect, it } from 'vitest'
import { generateSample, generateSampleEn } from '../../scripts/gen-sample'
import { generateWorkspace } from '../../scripts/gen-workspace'
import { SECRET_SENTENCE } from '../../scripts/sample/posts/members-meal-plan'

const DIR = path.resolve(__dirname, '../../content/sample')
const readJson = (file: string) => JSON.parse(readFileSync(path.join(DIR, file), 'utf8'))

type Rec = Record<string, any>
const manifest = readJson('snapshot.json')
const db: ExtendedRecordMap = readJson('database.json')
const pageMap = (id: string): ExtendedRecordMap => readJson(`pages/${id.replace(/-/g, '')}.json`)
const val = (box: unknown): Rec => (box as Rec).value

// Rows read by property NAME through the schema, as the site model does.
const collection = val(db.collection[manifest.collectionId])
const idOf = Object.fromEntries(Object.entries(collection.schema as Rec).map(([id, s]) => [s.name, id]))
const text = (v: unknown) => (Array.isArray(v) ? v.map((s) => (s[0] === '‣' || s[0] === '⁍' ? '' : s[0])).join('') : '')
const rowIds: string[] = (db.collection_query[manifest.collectionId] as Rec)[manifest.collectionViewId].collection_group_results.blockIds
const rows = rowIds.map((id) => {
  const b = val(db.block[id])
  const prop = (name: string) => text(b.properties?.[idOf[name]])
  return {
    id,
    block: b,
    title: prop('title'),
    type: prop('type'),
    status: prop('status'),
    slug: prop('slug'),
    summary: prop('summary'),
    category: prop('category'),
    tags: prop('tags').split(',').filter(Boolean),
    password: prop('password'),
    icon: prop('icon'),
    date: (b.properties?.[idOf.date]?.[0]?.[1]?.[0]?.[1]?.start_date as string | undefined) ?? null,
  }
})
const published = rows.filter((r) => r.type === 'Post' && r.status === 'Published')
const bySlug = (slug: string) => rows.find((r) => r.slug === slug)!

/** Blocks of a page in reading order (not descending into child pages), and their plain text. */
function bodyOf(id: string) {
  const map = pageMap(id)
  const list: Rec[] = []
  const walk = (bid: string) => {
    const b = map.block[bid] && val(map.block[bid])
    if (!b) throw new Error(`page ${id}: content block ${bid} is missing`)
    if (bid !== id) list.push(b)
    if (b.type === 'page' && bid !== id) return
    for (const c of b.content ?? []) walk(c)
  }
  walk(id)
  const plain = list
    .map((b) => (b.type === 'table_row' ? Object.values(b.properties ?? {}).map(text).join('') : text(b.properties?.title) + text(b.properties?.caption)))
    .join('')
  return { map, blocks: list, plain }
}

describe('sample workspace: database', () => {
  it('has the manifest, the root database page and the agreed property names', () => {
    expect(Object.keys(manifest).sort()).toEqual(['collectionId', 'collectionViewId', 'createdAt', 'rootPageId'])
    const root = val(db.block[manifest.rootPageId])
    expect(root.type).toBe('collection_view_page')
    expect(root.view_ids).toContain(manifest.collectionViewId)
    expect(text(collection.name)).toBe('食在安心・健康誌')
    expect(text(collection.description).length).toBeGreaterThan(10)
    expect(collection.icon).toBeTruthy()
    expect(collection.cover).toBe('/files/site-cover.webp')
    expect(Object.keys(idOf).sort()).toEqual(['category', 'date', 'icon', 'password', 'slug', 'status', 'summary', 'tags', 'title', 'type'])
    const types = (collection.schema as Rec)[idOf.type].options.map((o: Rec) => o.value)
    expect(types).toEqual(['Post', 'Page', 'Notice', 'Menu', 'SubMenu'])
  })

  it('lists every row in the view result, each a page block of the collection', () => {
    for (const r of rows) {
      expect(r.block.parent_table).toBe('collection')
      expect(r.block.parent_id).toBe(manifest.collectionId)
    }
    expect(rows.length).toBe(Object.values(db.block).filter((b) => val(b).parent_table === 'collection').length)
  })

  it('has at least 32 published posts across 2023-09-21 … 2026-10, in many months', () => {
    expect(published.length).toBeGreaterThanOrEqual(32)
    const dates = published.map((r) => r.date!).sort()
    expect(dates[0]).toBe('2023-09-21')
    expect(dates.at(-1)! >= '2026-10-01' && dates.at(-1)! <= '2026-10-31').toBe(true)
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(25)
  })

  it('gives every published post a summary, an ascii slug, a category, tags, an icon and a cover file', () => {
    const slugs = new Set<string>()
    for (const r of published) {
      expect(r.summary, r.slug).not.toBe('')
      // ascii; one post has a dot in its slug, as real sites do (`intro-to-next.js`)
      expect(r.slug).toMatch(/^[a-z0-9]+([-.][a-z0-9]+)*$/)
      expect(slugs.has(r.slug)).toBe(false)
      slugs.add(r.slug)
      expect(['飲食', '營養素', '疾病預防', '食譜']).toContain(r.category)
      expect(r.tags.length).toBeGreaterThan(0)
      expect(r.icon).not.toBe('')
      expect(r.block.format.page_cover).toMatch(/^\/files\/[\w.-]+\.webp$/)
    }
    for (const c of ['飲食', '營養素', '疾病預防', '食譜']) {
      expect(published.filter((r) => r.category === c).length, c).toBeGreaterThanOrEqual(5)
    }
  })

  it('tags 7–8 posts 推荐 and uses the health tags', () => {
    const hero = published.filter((r) => r.tags.includes('推荐'))
    expect(hero.length).toBeGreaterThanOrEqual(7)
    expect(hero.length).toBeLessThanOrEqual(8)
    const all = new Set(published.flatMap((r) => r.tags))
    for (const t of ['蔬菜', '蛋白質', '膳食纖維', '維生素', '心血管', '糖尿病', '早餐', '減重', '睡眠']) expect(all.has(t), t).toBe(true)
    const options = (collection.schema as Rec)[idOf.tags].options as Rec[]
    expect(new Set(options.map((o) => o.color)).size).toBeGreaterThan(5)
  })

  it('has the About page, an Invisible page, a Draft, three notices and the menu', () => {
    expect(bySlug('about')).toMatchObject({ type: 'Page', status: 'Published' })
    expect(bySlug('hidden-notes')).toMatchObject({ type: 'Page', status: 'Invisible' })
    expect(rows.filter((r) => r.status === 'Draft' && r.type === 'Post')).toHaveLength(1)
    const notices = rows.filter((r) => r.type === 'Notice')
    expect(notices).toHaveLength(3)
    for (const n of notices) expect(n.slug).toMatch(/^(\/|https:\/\/)/)

    const menu = rows.filter((r) => r.type === 'Menu' || r.type === 'SubMenu')
    expect(menu.map((m) => [m.type, m.title])).toEqual([
      ['Menu', '關於'],
      ['Menu', '資源'],
      ['SubMenu', '膳食纖維指南'],
      ['SubMenu', '國民健康署'],
      ['Menu', '封存'],
    ])
    expect(menu[0].slug).toBe('/about')
    expect(menu[2].slug).toMatch(/^\/article\//)
    expect(menu[3].slug).toMatch(/^https:\/\//)
    expect(menu[4].slug).toBe('/archive')
    for (const m of menu) expect(m.icon).not.toBe('')
  })
})

describe('sample workspace: pages', () => {
  it('has a record map for every row, with the page first and all its content present', () => {
    for (const r of rows) {
      const { map } = bodyOf(r.id)
      expect(Object.keys(map.block)[0]).toBe(r.id)
    }
  })

  it('gives every post a body of 300–3,000 characters with headings for a table of contents', () => {
    for (const r of published) {
      const { blocks, plain } = bodyOf(r.id)
      expect(plain.length, r.slug).toBeGreaterThanOrEqual(300)
      expect(plain.length, r.slug).toBeLessThanOrEqual(3000)
      const headings = blocks.filter((b) => ['header', 'sub_header', 'sub_sub_header'].includes(b.type)).length
      expect(headings, r.slug).toBeGreaterThanOrEqual(2)
      if (r.slug !== 'kitchen-sink') expect(headings, r.slug).toBeLessThanOrEqual(6)
    }
    const lengths = published.map((r) => bodyOf(r.id).plain.length)
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeGreaterThan(1500)
  })

  it('has search words inside unspaced Chinese text, and some English terms', () => {
    const all = published.map((r) => bodyOf(r.id).plain).join('\n')
    expect(all).toMatch(/[\u4e00-\u9fff]營養素[\u4e00-\u9fff]?/)
    expect(all).toMatch(/[\u4e00-\u9fff]膳食纖維[\u4e00-\u9fff]/)
    expect(all).toContain('Omega-3')
    expect(all).toContain('Mediterranean diet')
  })

  it('keeps the locked post’s secret sentence in its own page only', () => {
    const locked = bySlug('members-meal-plan')
    expect(locked).toMatchObject({ type: 'Post', status: 'Published', password: 'leafpress-2024' })
    expect(SECRET_SENTENCE).toBe('這段內容只有輸入密碼後才能看見的秘密餐單。')
    expect(bodyOf(locked.id).plain).toContain(SECRET_SENTENCE)
    expect(locked.summary).not.toContain(SECRET_SENTENCE)
    expect(readFileSync(path.join(DIR, 'database.json'), 'utf8')).not.toContain(SECRET_SENTENCE)
    const own = `${locked.id.replace(/-/g, '')}.json`
    for (const f of readdirSync(path.join(DIR, 'pages')).filter((f) => f !== own)) {
      const body = readFileSync(path.join(DIR, 'pages', f), 'utf8')
      expect(body, f).not.toContain(SECRET_SENTENCE)
      expect(body, `${f} carries the locked row (and its password)`).not.toContain('leafpress-2024')
    }
    expect(rows.filter((r) => r.password)).toHaveLength(1)
  })

  it('never mentions the Draft anywhere public', () => {
    const draft = rows.find((r) => r.status === 'Draft')!
    for (const r of rows.filter((x) => x.status !== 'Draft')) {
      expect(JSON.stringify(pageMap(r.id)), r.slug).not.toContain(draft.id)
    }
  })
})

describe('sample workspace: kitchen sink', () => {
  const ks = bySlug('kitchen-sink')
  const { map, blocks } = bodyOf(ks.id)
  const all = Object.values(map.block).map(val)
  const of = (type: string) => blocks.filter((b) => b.type === type)

  it('is a published post in 飲食', () => {
    expect(ks).toMatchObject({ type: 'Post', status: 'Published', category: '飲食' })
  })

  it('contains every block type', () => {
    const required = [
      'page', 'collection_view', 'collection_view_page', 'header', 'sub_header', 'sub_sub_header', 'divider', 'text',
      'bulleted_list', 'numbered_list', 'embed', 'tweet', 'maps', 'pdf', 'figma', 'typeform', 'codepen', 'excalidraw',
      'image', 'gist', 'video', 'drive', 'audio', 'file', 'equation', 'code', 'column_list', 'column', 'quote', 'callout',
      'bookmark', 'toggle', 'table_of_contents', 'to_do', 'transclusion_container', 'transclusion_reference', 'alias',
      'table', 'table_row', 'external_object_instance', 'tab', 'button', 'breadcrumb',
    ]
    const present = new Set(blocks.map((b) => b.type))
    expect(required.filter((t) => !present.has(t))).toEqual([])
  })

  it('has tabs holding a heading, a list, code and an image, and buttons to a sub-page, a URL and a webhook (#41)', () => {
    const tabs = of('tab')[0]
    const panels = tabs.content.map((id: string) => map.block[id].value as Rec)
    expect(panels.map((t: Rec) => text(t.properties.title))).toEqual(['早餐', '午餐', '晚餐'])
    const lunch = panels[1].content.map((id: string) => (map.block[id].value as Rec).type)
    expect(lunch).toEqual(expect.arrayContaining(['sub_header', 'numbered_list', 'code', 'image']))
    const tables = map as unknown as Record<string, Record<string, { value: Rec }>>
    const actionOf = (b: Rec) => tables.automation_action[tables.automation[b.format.automation_id].value.action_ids[0]].value
    const [page, url, hook] = of('button').map(actionOf)
    expect(page).toMatchObject({ type: 'open_page', config: { target: { type: 'page' } } })
    expect((map.block[page.config.target.pageId].value as Rec).type).toBe('page')
    expect(url).toMatchObject({ type: 'open_page', config: { target: { type: 'url', url: expect.stringMatching(/^https:/) } } })
    expect(hook).toMatchObject({ type: 'send_webhook', config: { url: expect.any(String), headers: expect.any(Array) } })
  })

  it('uses every rich-text decoration, with resolvable mentions', () => {
    const decorations = new Map<string, unknown>()
    for (const b of blocks) for (const seg of b.properties?.title ?? []) for (const d of seg[1] ?? []) decorations.set(d[0], d[1])
    expect([...decorations.keys()].sort()).toEqual(['_', 'a', 'b', 'c', 'd', 'e', 'h', 'i', 'lm', 'p', 's', 'u'].sort())
    expect(map.block[decorations.get('p') as string]).toBeTruthy()
    expect(map.notion_user[decorations.get('u') as string]).toBeTruthy()
    expect(decorations.get('d')).toMatchObject({ type: 'datetime', start_date: '2024-01-02', start_time: '10:00', time_zone: 'Asia/Taipei' })
    expect(decorations.get('lm')).toMatchObject({ href: expect.stringMatching(/^https:/), title: expect.any(String) })
    const colours = blocks.flatMap((b) => (b.properties?.title ?? []).flatMap((s: Rec) => (s[1] ?? []).filter((d: Rec) => d[0] === 'h').map((d: Rec) => d[1])))
    expect(colours).toEqual(expect.arrayContaining(['red', 'blue_background']))
  })

  it('has nested lists, a toggleable heading with children, and both to-do states', () => {
    const nestedNumbered = of('numbered_list').filter((b) => b.content?.some((c: string) => val(map.block[c]).type === 'numbered_list'))
    expect(nestedNumbered.length).toBeGreaterThan(0)
    expect(of('bulleted_list').some((b) => b.content?.length)).toBe(true)
    expect(blocks.some((b) => b.type.endsWith('header') && b.format?.toggleable && b.content?.length)).toBe(true)
    expect(of('to_do').map((b) => b.properties?.checked?.[0]?.[0] === 'Yes').sort()).toEqual([false, true])
  })

  it('fills the media blocks with the fields renderers read', () => {
    const img = of('image')[0]
    expect(img.properties.source[0][0]).toMatch(/^\/files\//)
    expect(img.format).toMatchObject({ display_source: img.properties.source[0][0], block_width: expect.any(Number), block_aspect_ratio: expect.any(Number) })
    expect(text(img.properties.caption)).not.toBe('')
    expect(of('tweet')[0].properties.source[0][0]).toMatch(/^https:\/\/twitter\.com\/[^/]+\/status\/\d+$/)
    expect(of('video')[0].properties.source[0][0]).toMatch(/youtube\.com/)
    expect(of('drive')[0].format.drive_properties).toMatchObject({ url: expect.any(String), title: expect.any(String) })
    const codes = of('code')
    // two in the code section, one inside the lunch tab
    expect(codes.map((c) => text(c.properties.language)).sort()).toEqual(['Python', 'TypeScript', 'TypeScript'])
    for (const c of codes) expect(text(c.properties.caption)).not.toBe('')
    const bm = of('bookmark')[0]
    expect(bm.format.bookmark_icon).toMatch(/^\/files\//)
    expect(bm.format.bookmark_cover).toMatch(/^\/files\//)
    expect(of('external_object_instance')[0].format).toMatchObject({ domain: 'github.com', original_url: expect.stringMatching(/^https:\/\/github\.com\//) })
    expect(of('column').map((c) => c.format.column_ratio).reduce((a, b) => a + b, 0)).toBeCloseTo(1)
    expect(of('callout').some((c) => c.format.page_icon && /_background$/.test(c.format.block_color))).toBe(true)
    expect(blocks.filter((b) => b.format?.block_color && b.type !== 'callout').length).toBeGreaterThan(1)
  })

  it('links synced blocks, aliases, tables and databases to real records', () => {
    const ref = of('transclusion_reference')[0]
    expect(val(map.block[ref.format.transclusion_reference_pointer.id]).type).toBe('transclusion_container')
    expect(val(map.block[of('alias')[0].format.alias_pointer.id]).parent_table).toBe('collection')
    const t = of('table')[0]
    expect(t.format.table_block_column_order.length).toBeGreaterThan(1)
    expect(Object.keys(t.format.table_block_column_format)).toEqual(t.format.table_block_column_order)
    expect(t.format.table_block_column_header).toBe(true)

    const cv = of('collection_view')[0]
    const views = cv.view_ids.map((v: string) => val(map.collection_view[v]).type)
    expect(views[0]).toBe('table')
    expect(views.some((t: string) => t === 'gallery' || t === 'list')).toBe(true)
    for (const v of cv.view_ids) {
      const ids = (map.collection_query[cv.collection_id] as Rec)[v].collection_group_results.blockIds as string[]
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids) expect(val(map.block[id]).parent_id).toBe(cv.collection_id)
    }
    const cvp = of('collection_view_page')[0]
    expect(map.collection[cvp.collection_id]).toBeTruthy()
    expect(Object.keys(pageMap(cvp.id).block)[0]).toBe(cvp.id)
    const sub = all.find((b) => b.type === 'page' && b.parent_table === 'block')!
    expect(Object.keys(pageMap(sub.id).block)[0]).toBe(sub.id)
  })
})

describe('sample workspace: files', () => {
  const files = readdirSync(path.join(DIR, 'files'))

  it('has every file the record maps reference, and nothing external for images', () => {
    const all = [readFileSync(path.join(DIR, 'database.json'), 'utf8'), ...readdirSync(path.join(DIR, 'pages')).map((f) => readFileSync(path.join(DIR, 'pages', f), 'utf8'))].join('')
    const referenced = new Set([...all.matchAll(/"\/files\/([\w.-]+)"/g)].map((m) => m[1]))
    expect([...referenced].filter((f) => !files.includes(f))).toEqual([])
    expect(files).toEqual(expect.arrayContaining(['avatar.webp', 'site-cover.webp']))
    expect(all).not.toMatch(/"page_cover":\s*"https?:/)
  })

  it('keeps covers small WebP files at 1200×675 and the whole sample under 3 MB', () => {
    let total = 0
    for (const f of files) {
      const buf = readFileSync(path.join(DIR, 'files', f))
      total += buf.length
      if (f.startsWith('cover-')) {
        expect(buf.subarray(8, 12).toString()).toBe('WEBP')
        expect(buf.length, f).toBeLessThan(40_000)
      }
    }
    const dirSize = (d: string): number =>
      readdirSync(d).reduce((n, f) => n + (statSync(path.join(d, f)).isDirectory() ? dirSize(path.join(d, f)) : statSync(path.join(d, f)).size), 0)
    expect(dirSize(DIR)).toBeLessThan(3_000_000)
    expect(total).toBeGreaterThan(0)
  })

  it('draws covers at 1200×675', async () => {
    const sharp = (await import('sharp')).default
    const meta = await sharp(path.join(DIR, 'files', files.find((f) => f.startsWith('cover-'))!)).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 675])
  })
})

describe('generators are deterministic', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'leafpress-sample-'))
  afterAll(() => rmSync(tmp, { recursive: true, force: true }))

  const listing = (dir: string): Map<string, Buffer> => {
    const out = new Map<string, Buffer>()
    const walk = (d: string, prefix: string) => {
      for (const f of readdirSync(d).sort()) {
        const p = path.join(d, f)
        if (statSync(p).isDirectory()) walk(p, `${prefix}${f}/`)
        else out.set(`${prefix}${f}`, readFileSync(p))
      }
    }
    walk(dir, '')
    return out
  }
  const expectSame = (a: Map<string, Buffer>, b: Map<string, Buffer>) => {
    expect([...a.keys()]).toEqual([...b.keys()])
    const differing = [...a].filter(([k, v]) => !v.equals(b.get(k)!)).map(([k]) => k)
    expect(differing).toEqual([])
  }

  it('gen-sample writes identical bytes twice, equal to the committed content/sample', async () => {
    await generateSample(path.join(tmp, 'a'))
    await generateSample(path.join(tmp, 'b'))
    const a = listing(path.join(tmp, 'a'))
    expectSame(a, listing(path.join(tmp, 'b')))
    // content/sample must be regenerated (npm run gen:sample) whenever scripts/sample changes
    expectSame(a, listing(DIR))
  }, 120_000)

  it('gen-sample writes the English database the same way, its covers shared with the Chinese one', async () => {
    await generateSampleEn(path.join(tmp, 'en-a'))
    await generateSampleEn(path.join(tmp, 'en-b'))
    const a = listing(path.join(tmp, 'en-a'))
    expectSame(a, listing(path.join(tmp, 'en-b')))
    // content/sample-en must be regenerated (npm run gen:sample) whenever scripts/sample/en changes
    expectSame(a, listing(path.join(DIR, '..', 'sample-en')))
    expect(readdirSync(path.join(tmp, 'en-a', 'files'))).toEqual([])
  }, 120_000)

  it('gen-workspace writes identical bytes twice and covers every block type', async () => {
    await generateWorkspace({ posts: 120, seed: 't' }, path.join(tmp, 'w1'))
    await generateWorkspace({ posts: 120, seed: 't' }, path.join(tmp, 'w2'))
    const w1 = listing(path.join(tmp, 'w1'))
    expectSame(w1, listing(path.join(tmp, 'w2')))
    const wdb = JSON.parse(w1.get('database.json')!.toString())
    const posts = Object.values(wdb.block).map(val).filter((b) => b.parent_table === 'collection')
    expect(posts.length).toBe(120 + 2 + 3 + 5) // posts, About + hidden page, notices, menu rows
    const types = new Set<string>()
    for (const [k, v] of w1) if (k.startsWith('pages/')) for (const b of Object.values(JSON.parse(v.toString()).block)) types.add(val(b).type)
    for (const t of ['tweet', 'collection_view', 'transclusion_reference', 'table_row', 'external_object_instance', 'drive']) expect(types.has(t), t).toBe(true)
  }, 120_000)
})
