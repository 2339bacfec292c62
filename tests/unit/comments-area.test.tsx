import { describe, expect, it } from 'vitest'
import { ConfigError } from '@/lib/config/load'
import { Comments } from '@/lib/comments/Comments'
import { configuredProviders, readCommentSettings } from '@/lib/comments/config'
import { parseRecentComments, recentCommentsUrl } from '@/lib/comments/recent'
import { RecentComments } from '@/lib/comments/RecentComments'
import type { Post } from '@/lib/site/types'
import zhCN from '@/locales/zh-CN'
import { renderSettled } from './render-settled'

const post = { id: 'abc123', href: '/article/salt', title: '高血壓與鹽', type: 'Post' } as Post

const ALL = {
  COMMENT_TWIKOO_ENV_ID: 'https://twikoo.example.com',
  COMMENT_WALINE_SERVER_URL: 'https://waline.example.com/',
  COMMENT_GISCUS_REPO: 'leafpress/comments',
  COMMENT_GISCUS_REPO_ID: 'R_1',
  COMMENT_GISCUS_CATEGORY_ID: 'DIC_1',
  COMMENT_ARTALK_SERVER: 'https://artalk.example.com',
  COMMENT_UTTERANCES_REPO: 'leafpress/issues',
  COMMENT_CUSDIS_APP_ID: 'app-1',
  COMMENT_GITALK_REPO: 'comments',
  COMMENT_GITALK_OWNER: 'leafpress',
  COMMENT_GITALK_CLIENT_ID: 'cid',
  COMMENT_GITALK_CLIENT_SECRET: 'csecret',
  COMMENT_VALINE_APP_ID: 'vid',
  COMMENT_VALINE_APP_KEY: 'vkey',
}

// the comments area is a lazy island: its server HTML is there once its import resolves
const render = (env: Record<string, string>) =>
  renderSettled(<Comments post={post} lang="zh-CN" strings={zhCN} siteTitle="好好吃飯" settings={readCommentSettings(env)} />)

describe('comment settings', () => {
  it('has no system on by default', () => {
    expect(configuredProviders(readCommentSettings({}), 'x')).toEqual([])
  })

  it('lists every configured system, Twikoo first', () => {
    const names = configuredProviders(readCommentSettings(ALL), 'x').map((p) => p.name)
    expect(names).toEqual(['twikoo', 'waline', 'giscus', 'artalk', 'utterances', 'cusdis', 'gitalk', 'valine'])
  })

  it('gives the browser only what each loader needs', () => {
    const [waline] = configuredProviders(readCommentSettings({ COMMENT_WALINE_SERVER_URL: 'https://waline.example.com/' }), 'x')
    expect(waline).toEqual({ name: 'waline', serverURL: 'https://waline.example.com', client: 'https://unpkg.com/@waline/client@3.15.2/dist' })
    const [gitalk] = configuredProviders(readCommentSettings({ ...ALL, COMMENT_TWIKOO_ENV_ID: '', COMMENT_WALINE_SERVER_URL: '', COMMENT_GISCUS_REPO: '', COMMENT_GISCUS_REPO_ID: '', COMMENT_GISCUS_CATEGORY_ID: '', COMMENT_ARTALK_SERVER: '', COMMENT_UTTERANCES_REPO: '', COMMENT_CUSDIS_APP_ID: '' }), 'x')
    expect(gitalk).toMatchObject({ name: 'gitalk', admin: ['leafpress'] })
  })

  it("carries each system's optional settings to its loader", () => {
    const byName = Object.fromEntries(
      configuredProviders(
        readCommentSettings({
          ...ALL,
          COMMENT_TWIKOO_CDN_URL: 'https://cdn.example.com/twikoo.min.js',
          COMMENT_GISCUS_MAPPING: 'title',
          COMMENT_GISCUS_REACTIONS_ENABLED: 'false',
          COMMENT_GISCUS_EMIT_METADATA: 'true',
          COMMENT_GISCUS_INPUT_POSITION: 'top',
          COMMENT_ARTALK_SITE: '好好吃飯',
          COMMENT_CUSDIS_HOST: 'https://cusdis.example.com',
          COMMENT_GITALK_ADMIN: 'leafpress,editor',
          COMMENT_GITALK_DISTRACTION_FREE_MODE: 'true',
          COMMENT_GITALK_CDN_URL: 'https://cdn.example.com/gitalk',
          COMMENT_VALINE_SERVER_URLS: 'https://valine.example.com',
          COMMENT_VALINE_PLACEHOLDER: '說點什麼',
          COMMENT_VALINE_CDN_URL: 'https://cdn.example.com/valine.min.js',
        }),
        'x',
      ).map((p) => [p.name, p]),
    )
    expect(byName.twikoo).toMatchObject({ script: 'https://cdn.example.com/twikoo.min.js' })
    expect(byName.giscus).toMatchObject({ mapping: 'title', reactions: false, emitMetadata: true, inputPosition: 'top' })
    expect(byName.artalk).toMatchObject({ site: '好好吃飯' })
    expect(byName.cusdis).toMatchObject({ host: 'https://cusdis.example.com' })
    expect(byName.gitalk).toMatchObject({ admin: ['leafpress', 'editor'], distractionFreeMode: true, cdn: 'https://cdn.example.com/gitalk' })
    expect(byName.valine).toMatchObject({ serverURLs: 'https://valine.example.com', placeholder: '說點什麼', script: 'https://cdn.example.com/valine.min.js' })
  })

  it('asks Waline for COMMENT_RECENT_COUNT comments', () => {
    expect(recentCommentsUrl('https://waline.example.com', readCommentSettings({ COMMENT_RECENT_COUNT: '3' }).COMMENT_RECENT_COUNT)).toBe(
      'https://waline.example.com/api/comment?type=recent&count=3',
    )
  })

  it('fails at start on half a setup or a malformed value, naming the fix', () => {
    expect(() => readCommentSettings({ COMMENT_GISCUS_REPO: 'a/b' })).toThrow(ConfigError)
    expect(() => readCommentSettings({ COMMENT_GISCUS_REPO: 'a/b' })).toThrow(/Giscus is half configured: set COMMENT_GISCUS_REPO_ID, COMMENT_GISCUS_CATEGORY_ID/)
    expect(() => readCommentSettings({ COMMENT_WALINE_SERVER_URL: 'waline.example.com' })).toThrow(/COMMENT_WALINE_SERVER_URL.*http\(s\) URL/)
    expect(() => readCommentSettings({ COMMENT_UTTERANCES_REPO: 'just-a-name' })).toThrow(/owner\/repository/)
    expect(() => readCommentSettings({ COMMENT_WALINE_RECENT: 'true' })).toThrow(/COMMENT_WALINE_SERVER_URL too/)
  })
})

describe('Comments', () => {
  it('renders nothing (and so loads nothing) without a configured system', async () => {
    expect(await render({})).toBe('')
  })

  it('shows "Loading…" in one panel and no tabs for a single system', async () => {
    const html = await render({ COMMENT_WALINE_SERVER_URL: 'https://waline.example.com' })
    expect(html).toContain('data-testid="comments"')
    expect(html).toContain('data-testid="comments-panel-waline"')
    expect(html).toContain(`role="status">${zhCN.COMMON.LOADING}</p>`)
    expect(html).not.toContain('role="tablist"')
    // no script tag: systems load from the browser once the area nears the viewport
    expect(html).not.toContain('<script')
  })

  it('shows tabs when several systems are configured, the first one selected', async () => {
    const html = await render({ COMMENT_TWIKOO_ENV_ID: 'https://twikoo.example.com', COMMENT_WALINE_SERVER_URL: 'https://waline.example.com' })
    expect(html).toMatch(/role="tablist" aria-label="评论"/)
    expect(html).toMatch(/data-testid="comments-tab-twikoo"[^>]*>Twikoo</)
    expect(html).toMatch(/aria-selected="true"[^>]*data-testid="comments-tab-twikoo"/)
    expect(html).toMatch(/<div id="comments-panel-waline"[^>]* hidden=""/)
  })
})

describe('recent comments', () => {
  it('asks Waline for the latest comments', () => {
    expect(recentCommentsUrl('https://waline.example.com', 5)).toBe('https://waline.example.com/api/comment?type=recent&count=5')
  })

  it('sanitises the comment HTML and keeps only same-site links', () => {
    const items = parseRecentComments(
      {
        errno: 0,
        data: [
          { objectId: 7, nick: 'Ann', comment: '<p>Nice <img src=x onerror=alert(1)></p>', url: '/article/salt', time: 1700000000000 },
          { objectId: 8, nick: '', comment: '<script>alert(1)</script>hi', url: 'javascript:alert(1)', insertedAt: '2024-01-02T03:04:05Z' },
          { objectId: 9, comment: 'x', url: '//evil.example/a' },
        ],
      },
      5,
    )
    expect(items[0]).toEqual({ id: '7', nick: 'Ann', html: '<p>Nice <img src="x" loading="lazy" referrerpolicy="no-referrer"></p>', path: '/article/salt', time: 1700000000000 })
    expect(items[1]).toMatchObject({ nick: 'Anonymous', html: 'hi', path: null, time: Date.parse('2024-01-02T03:04:05Z') })
    expect(items[2]).toMatchObject({ path: null, time: null })
  })

  it('reads the answer of older servers (a bare array) and limits the count', () => {
    expect(parseRecentComments([{ comment: 'a' }, { comment: 'b' }], 1)).toHaveLength(1)
    expect(parseRecentComments({ errno: 1, errmsg: 'x' }, 5)).toEqual([])
  })

  it('renders the widget only when COMMENT_WALINE_RECENT is on', async () => {
    const off = await renderSettled(<RecentComments strings={zhCN} settings={readCommentSettings({ COMMENT_WALINE_SERVER_URL: 'https://w.example' })} />)
    expect(off).toBe('')
    const on = await renderSettled(
      <RecentComments strings={zhCN} settings={readCommentSettings({ COMMENT_WALINE_SERVER_URL: 'https://w.example', COMMENT_WALINE_RECENT: 'true' })} />,
    )
    expect(on).toContain('data-testid="recent-comments"')
  })
})
