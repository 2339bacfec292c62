// The site's local search index over the real sample workspace (content/sample): what it finds,
// what it must never hold (a locked post's body), ranking, and how it follows data changes.
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { beforeAll, describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { bodyLoader, postToDoc, SiteSearch, type BodyLoader, type SearchableSite } from '@/lib/search/site-index'
import { buildSite, type SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { SECRET_SENTENCE } from '../../scripts/sample/posts/members-meal-plan'

const cfg = loadConfig(blogConfig, {})
const source = new SnapshotSource(path.resolve(__dirname, '../../content/sample'))
let site: SiteIndex

/** Page loads through the snapshot, counted per post id; `bodies` replaces a post's text. */
function countingLoader(bodies = new Map<string, string>()) {
  const calls: string[] = []
  const fromSnapshot = bodyLoader((id: string): Promise<ExtendedRecordMap> => source.getPage(id))
  const load: BodyLoader = async (post) => {
    calls.push(post.id)
    return bodies.get(post.id) ?? fromSnapshot(post)
  }
  return { calls, load }
}

function newSearch(getSite: () => SearchableSite, load = countingLoader().load) {
  return new SiteSearch({ getSite: async () => getSite(), loadBody: load, log: () => {} })
}

const slugs = (r: { hits: Array<{ slug: string }> }) => r.hits.map((h) => h.slug)

beforeAll(async () => {
  site = buildSite(await source.getDatabase(), cfg)
})

describe('site search: content', () => {
  it('never indexes the body of a locked post, yet finds it by title and summary', async () => {
    const locked = site.posts.find((p) => p.slug === 'members-meal-plan')!
    expect(locked.locked).toBe(true)
    const { calls, load } = countingLoader()
    const s = newSearch(() => site, load)

    expect(slugs(await s.search('秘密'))).not.toContain('members-meal-plan')
    // the whole sentence shares words with other posts (and 密碼 with this post's summary):
    // whatever it finds, no snippet or highlight may carry the body
    const r = await s.search(SECRET_SENTENCE)
    for (let page = 0; page < r.nbPages; page++) {
      const answer = await s.search(SECRET_SENTENCE, page)
      expect(JSON.stringify(answer.hits)).not.toContain('秘密')
      for (const hit of answer.hits.filter((h) => h.objectID === locked.id)) expect(hit._snippetResult.text.value).toBe('')
    }
    expect(s.index.docs.get(locked.id)?.hasText).toBe(false)
    expect(calls).not.toContain(locked.id)
    const json = JSON.stringify(await s.search('會員限定'))
    expect(json).toContain('members-meal-plan')
    expect(json).not.toContain('秘密')
    expect(slugs(await s.search('七天餐單'))).toContain('members-meal-plan') // summary
  })

  it('drops a locked post’s text even when a caller passes it', () => {
    const locked = site.posts.find((p) => p.locked)!
    expect(postToDoc(locked, SECRET_SENTENCE).text).toBe('')
  })

  it('finds posts by words inside unspaced Chinese body text', async () => {
    const s = newSearch(() => site)
    for (const q of ['營養素', '膳食纖維']) {
      const r = await s.search(q)
      expect(r.nbHits, q).toBeGreaterThan(1)
      expect(r.hits[0]._highlightResult.title.value + r.hits[0]._snippetResult.text.value).toContain(`<em class="search-highlight">`)
    }
  })

  it('ranks title matches first', async () => {
    const s = newSearch(() => site)
    const r = await s.search('膳食纖維', 0)
    const inTitle = r.hits.map((h) => h.title.includes('膳食纖維') || h.title.includes('纖維'))
    expect(inTitle[0]).toBe(true)
    // once a hit without the word in its title appears, no titled hit follows
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true)
  })

  it('answers in the hosted service’s shape, 10 hits a page, page zero-based', async () => {
    const s = newSearch(() => site)
    const first = await s.search('的', 0)
    expect(first.hitsPerPage).toBe(10)
    expect(first.hits).toHaveLength(10)
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 10))
    const hit = first.hits[0]
    expect(Object.keys(hit)).toEqual(expect.arrayContaining(['objectID', 'slug', 'title', 'href', 'summary', '_highlightResult', '_snippetResult']))
    expect(typeof first.processingTimeMS).toBe('number')
    const second = await s.search('的', 1)
    expect(second.page).toBe(1)
    expect(second.hits.map((h) => h.objectID)).not.toContain(hit.objectID)
    expect((await s.search('的', first.nbPages)).hits).toEqual([])
  })

  it('keeps no body text: a snippet is cut from the body read for the hits shown, then kept for the next query', async () => {
    const { calls, load } = countingLoader()
    const s = newSearch(() => site, load)
    await s.search('')
    const unlocked = site.posts.filter((p) => !p.locked)
    expect(calls).toHaveLength(unlocked.length)
    // what the index holds of its documents carries no body
    const held = JSON.stringify([...s.index.docs.values()])
    const fiber = site.posts.find((p) => p.title.includes('膳食纖維'))!
    const body = await bodyLoader((id) => source.getPage(id))(fiber)
    const sentence = body.split('\n').find((l) => l.includes('奇亞籽'))!
    expect(sentence).toBeTruthy()
    expect(held).not.toContain(sentence)

    const r = await s.search('奇亞籽')
    const hit = r.hits.find((h) => h.slug === fiber.slug)!
    expect(hit._snippetResult.text.value).toContain('<em class="search-highlight">奇亞')
    // the hits' bodies were read for their snippets (one call each), and not again next time
    const afterFirst = calls.length
    expect(afterFirst - unlocked.length).toBe(r.hits.length)
    expect((await s.search('奇亞籽')).hits.map((h) => h._snippetResult.text.value)).toEqual(r.hits.map((h) => h._snippetResult.text.value))
    expect(calls).toHaveLength(afterFirst)
  })

  it('answers without a snippet when a hit’s body cannot be read now', async () => {
    let failing = false
    const fiber = site.posts.find((p) => p.title.includes('膳食纖維'))!
    const load = bodyLoader(async (id) => {
      if (failing) throw new Error('Notion is down')
      return source.getPage(id)
    })
    const s = new SiteSearch({ getSite: async () => site, loadBody: load, log: () => {} })
    await s.search('')
    failing = true
    const r = await s.search('奇亞籽')
    expect(r.hits.map((h) => h.slug)).toContain(fiber.slug)
    expect(r.hits.find((h) => h.slug === fiber.slug)!._snippetResult.text.value).toBe('')
  })

  it('indexes published posts only', async () => {
    const s = newSearch(() => site)
    await s.search('')
    expect([...s.index.docs.keys()].sort()).toEqual(site.posts.map((p) => p.id).sort())
  })
})

describe('site search: following the data', () => {
  /** A copy of the site where one post was edited (new text, newer last-edited time). */
  function edited(base: SearchableSite, slug: string, change: Partial<Post>): SearchableSite {
    return { posts: base.posts.map((p) => (p.slug === slug ? { ...p, ...change, lastEditedDate: p.lastEditedDate + 60_000 } : p)) }
  }

  it('loads each body once, and after a change only the edited post again', async () => {
    const bodies = new Map<string, string>()
    const { calls, load } = countingLoader(bodies)
    let current: SearchableSite = site
    const s = newSearch(() => current, load)
    // an empty query builds the index and shows no hit (hits' bodies are read for snippets)
    await s.search('')
    const unlocked = site.posts.filter((p) => !p.locked).length
    expect(calls).toHaveLength(unlocked)

    // the same data again (a refresh that changed nothing, as a new object): nothing is read
    current = { posts: [...site.posts] }
    await s.search('')
    await s.settled()
    expect(calls).toHaveLength(unlocked)

    const target = site.posts.find((p) => !p.locked && p.slug !== 'kitchen-sink')!
    bodies.set(target.id, '袋鼠島上的短尾矮袋鼠也吃蔬菜。')
    current = edited(site, target.slug, { title: 'Quokka 的飲食日記' })
    // the new title needs no Notion: it is searchable at once; the new body once loaded
    expect(slugs(await s.search('quokka'))).toEqual([target.slug])
    await s.settled()
    expect(slugs(await s.search('短尾矮袋鼠'))).toEqual([target.slug])
    // read again for the index, then once for the snippet of its hit
    expect(calls.slice(unlocked)).toEqual([target.id, target.id])
  })

  it('removes unpublished posts and never loads a newly locked post’s body', async () => {
    const { calls, load } = countingLoader()
    let current: SearchableSite = site
    const s = newSearch(() => current, load)
    await s.search('')
    const [gone, toLock] = site.posts.filter((p) => !p.locked)
    expect(slugs(await s.search(gone.title))).toContain(gone.slug)

    current = edited({ posts: site.posts.filter((p) => p.id !== gone.id) }, toLock.slug, { locked: true })
    await s.search('')
    await s.settled()
    expect(s.index.docs.has(gone.id)).toBe(false)
    expect(s.index.docs.get(toLock.id)?.hasText).toBe(false)
    expect(calls.filter((id) => id === toLock.id)).toHaveLength(1) // only before it was locked
  })

  it('answers the first search from titles when bodies are slow, and fills them in', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const load = bodyLoader(async (id) => {
      await gate
      return source.getPage(id)
    })
    const s = new SiteSearch({ getSite: async () => site, loadBody: load, log: () => {}, firstWaitMs: 20 })
    const fiber = site.posts.find((p) => p.title.includes('膳食纖維'))!
    expect(slugs(await s.search('膳食纖維'))).toContain(fiber.slug) // by title
    expect((await s.search('奇亞籽')).nbHits).toBe(0) // a word of its body only
    release()
    await s.settled()
    expect(slugs(await s.search('奇亞籽'))).toContain(fiber.slug)
  })

  it('keeps serving when a body fails, and retries it later', async () => {
    let now = 0
    let failing = true
    const target = site.posts.find((p) => !p.locked && p.title.includes('膳食纖維'))!
    const load = bodyLoader(async (id) => {
      if (failing && id === target.id) throw new Error('Notion is down')
      return source.getPage(id)
    })
    const logs: string[] = []
    const s = new SiteSearch({ getSite: async () => site, loadBody: load, log: (m) => logs.push(m), now: () => now })
    // 奇亞籽: a word of its body only
    await s.search('')
    expect(s.index.docs.get(target.id)?.hasText).toBe(false)
    expect(slugs(await s.search('奇亞籽'))).not.toContain(target.slug)
    expect(logs.join()).toContain('Notion is down')
    failing = false
    await s.search('') // too soon: no retry yet
    await s.settled()
    expect(s.index.docs.get(target.id)?.hasText).toBe(false)
    now += 60_000
    await s.search('')
    await s.settled()
    expect(slugs(await s.search('奇亞籽'))).toContain(target.slug)
  })
})

describe('site search: a cold instance starts from a saved index (issue #39)', () => {
  it('reads only the bodies edited since the index was saved, and finds what the saved one found', async () => {
    const first = countingLoader()
    const warm = newSearch(() => site, first.load)
    await warm.update(site)
    const readable = site.posts.filter((p) => !p.locked).length
    expect(first.calls).toHaveLength(readable)
    let shared: string | null = null
    const saving = new SiteSearch({ getSite: async () => site, loadBody: countingLoader().load, log: () => {}, onSaved: (save) => (shared = save()) })
    await saving.update(site)
    // an update that read bodies offers the index to share
    expect(JSON.parse(shared!).indexed[site.posts[0].id]).toBeDefined()

    // one post edited since: its new words come from its body, read alone
    const edited = site.posts.find((p) => !p.locked && p.slug === 'fiber-daily-guide')!
    const later: SearchableSite = { posts: site.posts.map((p) => (p === edited ? { ...p, lastEditedDate: p.lastEditedDate + 1 } : p)) }
    const cold = countingLoader(new Map([[edited.id, '冷啟動之後才寫下的新句子']]))
    const s = new SiteSearch({ getSite: async () => later, loadBody: cold.load, log: () => {}, saved: async () => shared })
    await s.update(later)
    expect(cold.calls).toEqual([edited.id])
    // the same answers as the instance that read every body (bar the edited post's new words)
    expect(slugs(await s.search('骨質'))).toEqual(slugs(await warm.search('骨質')))
    expect(slugs(await s.search('骨質')).length).toBeGreaterThan(0)
    expect(slugs(await s.search('冷啟動之後'))).toContain(edited.slug)
  })

  it('a saved index of another version or a damaged one is passed over: everything is read', async () => {
    for (const saved of ['{"format":99}', 'not json', JSON.stringify({ format: 1, index: '{}', indexed: {} })]) {
      const { calls, load } = countingLoader()
      const s = new SiteSearch({ getSite: async () => site, loadBody: load, log: () => {}, saved: async () => saved })
      await s.update(site)
      expect(calls, saved).toHaveLength(site.posts.filter((p) => !p.locked).length)
    }
  })
})
