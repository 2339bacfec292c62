// The English sample database (content/sample-en, scripts/sample/en): a second language beside
// the Chinese sample (issue #31). Posts pair with their Chinese originals by equal slug.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { passwordOf } from '@/lib/lock/lock'
import { pairTranslations } from '@/lib/site/translations'
import { normalizeRecordMap } from '@/lib/workspace/records'
import { plainText } from '@/lib/workspace/snapshot-builder'
import { SAMPLE_EN_NAMESPACE, sampleSpecEn } from '@/scripts/sample/en/index'
import { PASSWORD_EN, SECRET_SENTENCE_EN, SECRET_SUB_SENTENCE_EN } from '@/scripts/sample/en/posts/members-meal-plan'
import { UNTRANSLATED_SLUG } from '@/scripts/sample/en/posts'
import { SAMPLE_NAMESPACE } from '@/scripts/sample/index'
import { SAMPLE_DIR, siteOf } from '../support/sample'

const EN_DIR = path.resolve(__dirname, '../../content/sample-en')
const zh = siteOf(SAMPLE_DIR)
const en = siteOf(EN_DIR)
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/
const zhBySlug = new Map(zh.allPages.map((p) => [p.slug, p]))

describe('English sample database', () => {
  it('pairs every post with a Chinese post by slug, except the one untranslated post', () => {
    expect(en.posts.length).toBe(6)
    const untranslated = en.posts.filter((p) => !zh.posts.some((z) => z.slug === p.slug)).map((p) => p.slug)
    expect(untranslated).toEqual([UNTRANSLATED_SLUG])
    expect(en.posts.map((p) => p.slug)).toContain('fiber-daily-guide')
    for (const p of en.posts.filter((p) => p.slug !== UNTRANSLATED_SLUG)) {
      const original = zhBySlug.get(p.slug)!
      expect(p.publishDay, p.slug).toBe(original.publishDay)
      expect(p.pageCover, p.slug).toBe(`/files/cover-${p.slug}.webp`)
      expect(p.pageCover, p.slug).toBe(original.pageCover)
    }
    expect(en.posts.find((p) => p.slug === 'fiber-daily-guide')!.publishDay).toBe('2023-09-21')
  })

  it('is paired by the site’s translation rule (equal slugs) for the five translated posts', () => {
    const index = pairTranslations(new Map([['zh-CN', zh.allPages], ['en-US', en.allPages]]))
    const paired = en.posts.filter((p) => index.get(p.id)?.get('zh-CN')).map((p) => p.slug).sort()
    expect(paired).toEqual(['balanced-plate-method', 'blood-pressure-salt', 'fiber-daily-guide', 'members-meal-plan', 'oatmeal-breakfast-bowl'])
    for (const p of en.posts.filter((p) => paired.includes(p.slug))) expect(index.get(p.id)!.get('zh-CN')).toBe(zhBySlug.get(p.slug)!.id)
  })

  it('has an English About page, 1 Notice and 1 Menu row', () => {
    expect(en.pageBySlug.get('about')).toMatchObject({ type: 'Page', status: 'Published' })
    const spec = sampleSpecEn()
    expect(spec.rows.filter((r) => r.type === 'Notice')).toHaveLength(1)
    expect(spec.rows.filter((r) => r.type === 'Menu')).toHaveLength(1)
    expect(en.notices).toHaveLength(1)
    expect(en.menus).toHaveLength(1)
    expect(en.menus[0]).toMatchObject({ title: 'About' })
  })

  it('is in English: site title, post titles, summaries, notice and menu have no CJK characters', () => {
    expect(en.info.title).toBe('Eat Well, Live Well')
    const texts = [en.info.title, en.info.description, ...en.allPages.flatMap((p) => [p.title, p.summary]), ...en.notices.map((n) => n.title), ...en.menus.map((m) => m.title)]
    for (const t of texts) expect(t, t).not.toMatch(CJK)
    // and the Chinese titles really are Chinese, so the check above means something
    expect(zhBySlug.get('fiber-daily-guide')!.title).toMatch(CJK)
    for (const f of readdirSync(path.join(EN_DIR, 'pages'))) {
      expect(readFileSync(path.join(EN_DIR, 'pages', f), 'utf8'), f).not.toMatch(CJK)
    }
  })

  it('has ids of its own (another namespace)', () => {
    expect(SAMPLE_EN_NAMESPACE).not.toBe(SAMPLE_NAMESPACE)
    const zhIds = new Set(zh.allPages.map((p) => p.id))
    for (const p of en.allPages) expect(zhIds.has(p.id), p.slug).toBe(false)
  })

  it('locks the translation of the locked Chinese post with the same password, its secret in its own page only', () => {
    const locked = en.posts.filter((p) => p.locked)
    expect(locked.map((p) => p.slug)).toEqual(['members-meal-plan'])
    expect(zhBySlug.get('members-meal-plan')!.locked).toBe(true)
    const cfg = loadConfig(blogConfig, {})
    const db = normalizeRecordMap(JSON.parse(readFileSync(path.join(EN_DIR, 'database.json'), 'utf8')))
    expect(passwordOf(db, locked[0].id.replace(/-/g, ''), cfg)).toBe(PASSWORD_EN)
    const zhDb = normalizeRecordMap(JSON.parse(readFileSync(path.join(SAMPLE_DIR, 'database.json'), 'utf8')))
    expect(passwordOf(zhDb, zhBySlug.get('members-meal-plan')!.id.replace(/-/g, ''), cfg)).toBe(PASSWORD_EN)

    expect(readFileSync(path.join(EN_DIR, 'database.json'), 'utf8')).not.toContain(SECRET_SENTENCE_EN)
    expect(locked[0].summary).not.toContain(SECRET_SENTENCE_EN)
    const own = `${locked[0].id.replace(/-/g, '')}.json`
    expect(readFileSync(path.join(EN_DIR, 'pages', own), 'utf8')).toContain(SECRET_SENTENCE_EN)
    for (const f of readdirSync(path.join(EN_DIR, 'pages')).filter((f) => f !== own)) {
      const body = readFileSync(path.join(EN_DIR, 'pages', f), 'utf8')
      expect(body, f).not.toContain(SECRET_SENTENCE_EN)
      expect(body, f).not.toContain(PASSWORD_EN)
      // the sub-page carries its own secret sentence, no other page does
      if (!body.includes('"Members’ shopping list"')) expect(body, f).not.toContain(SECRET_SUB_SENTENCE_EN)
    }
  })

  it('writes no files of its own: every /files it mentions is in the Chinese sample', () => {
    const zhFiles = new Set(readdirSync(path.join(SAMPLE_DIR, 'files')))
    const all = [readFileSync(path.join(EN_DIR, 'database.json'), 'utf8'), ...readdirSync(path.join(EN_DIR, 'pages')).map((f) => readFileSync(path.join(EN_DIR, 'pages', f), 'utf8'))].join('')
    const referenced = [...new Set([...all.matchAll(/"\/files\/([\w.-]+)"/g)].map((m) => m[1]))]
    expect(referenced.length).toBeGreaterThan(0)
    expect(referenced.filter((f) => !zhFiles.has(f))).toEqual([])
  })

  it('gives every post a body of 300–3,000 characters with 2–6 headings', () => {
    for (const p of sampleSpecEn().rows.filter((r) => r.type === 'Post')) {
      const blocks = JSON.stringify(p.body)
      const headings = (blocks.match(/"type":"(sub_header|sub_sub_header|header)"/g) ?? []).length
      expect(headings, p.slug).toBeGreaterThanOrEqual(2)
      expect(headings, p.slug).toBeLessThanOrEqual(6)
    }
    for (const p of en.posts) {
      const id = p.id.replace(/-/g, '')
      const page = JSON.parse(readFileSync(path.join(EN_DIR, 'pages', `${id}.json`), 'utf8'))
      const blocks = Object.values(page.block as Record<string, { value: { id: string; properties?: Record<string, unknown> } }>).map((b) => b.value)
      const text = blocks
        .filter((b) => b.id.replace(/-/g, '') !== id)
        .map((b) => Object.values(b.properties ?? {}).map(plainText).join(''))
        .join('')
      expect(text.length, p.slug).toBeGreaterThanOrEqual(300)
      expect(text.length, p.slug).toBeLessThanOrEqual(3000)
    }
  })
})
