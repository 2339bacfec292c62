// An article whose body was never loaded, while the source fails: the article loader answers
// with the database row and `bodyUnavailable` instead of throwing (a 5xx for the reader), and
// the stand-in body says so in the reader's language. The page in a browser: e2e notion-source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { getStrings } from '@/lib/i18n'
import { BodyUnavailable } from '@/lib/route/article'
import { getArticle } from '@/lib/site/data'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { WorkspaceStore } from '@/lib/workspace/store'
import { SAMPLE_DIR, sampleSite } from '../support/sample'
import { useStore } from '../support/singletons'

let failing = true
let restore = () => {}

beforeAll(() => {
  // the process-wide store (lib/workspace getStore), with a source whose pages fail on demand
  const snapshot = new SnapshotSource(SAMPLE_DIR)
  const source = {
    kind: 'flaky',
    getDatabase: () => snapshot.getDatabase(),
    getPage: async (id: string) => {
      if (failing) throw Object.assign(new Error('Notion answered 500'), { status: 500 })
      return snapshot.getPage(id)
    },
  }
  restore = useStore(new WorkspaceStore(source, { ttlMs: 30_000, log: () => {} }))
})
afterAll(() => {
  restore()
})

describe('an article never loaded, while the source fails', () => {
  const site = sampleSite()
  const post = site.posts[2]

  it('is the database row with bodyUnavailable, not an error', async () => {
    failing = true
    const article = await getArticle(site, post, true)
    expect(article.bodyUnavailable).toBe(true)
    expect(article.blockMap).toBeNull()
    expect(article.post.title).toBe(post.title)
  })

  it('gets its body once the source answers again', async () => {
    failing = false
    const article = await getArticle(site, post, true)
    expect(article.bodyUnavailable).toBeFalsy()
    expect(article.blockMap).not.toBeNull()
    expect(article.wordCount).toBeGreaterThan(0)
  })

  it('shows a notice in the reader language, then the summary', () => {
    const withSummary = site.posts.find((p) => p.summary)!
    for (const lang of ['zh-CN', 'en-US', 'ja-JP']) {
      const html = renderToStaticMarkup(<BodyUnavailable post={withSummary} strings={getStrings(lang)} />)
      expect(html).toContain('role="status"')
      expect(html).toContain(getStrings(lang).POST.BODY_UNAVAILABLE)
      expect(html.indexOf(getStrings(lang).POST.BODY_UNAVAILABLE)).toBeLessThan(html.indexOf(withSummary.summary))
    }
    expect(getStrings('zh-CN').POST.BODY_UNAVAILABLE).not.toBe(getStrings('en-US').POST.BODY_UNAVAILABLE)
  })
})
