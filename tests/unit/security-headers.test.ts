// The Content-Security-Policy per feature set (lib/security/csp.ts): the default allows only
// the site's own scripts and requests; each setting adds exactly the origins its feature loads
// from, and nothing stays allowed once it is off.
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, PERMISSIONS_POLICY, readCspFeatures, securityHeaders } from '@/lib/security/csp'

type Env = Record<string, string>
const csp = (env: Env = {}) => contentSecurityPolicy(readCspFeatures(env))
/** directive name → its sources */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}
const directives = (env: Env = {}) => parse(csp(env))

describe('contentSecurityPolicy', () => {
  it('by default: own origin only for scripts, styles, requests, fonts; no plugins, base or foreign framing', () => {
    const d = directives()
    expect(d['default-src']).toEqual(["'self'"])
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(d['connect-src']).toEqual(["'self'"])
    expect(d['font-src']).toEqual(["'self'", 'data:'])
    expect(d['object-src']).toEqual(["'none'"])
    expect(d['base-uri']).toEqual(["'self'"])
    expect(d['frame-ancestors']).toEqual(["'self'"])
    expect(d['form-action']).toEqual(["'self'"])
    // Notion content: images, media and (sandboxed) embeds from any https host
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(d['media-src']).toEqual(["'self'", 'blob:', 'https:'])
    expect(d['frame-src']).toEqual(["'self'", 'https:'])
    expect(csp()).not.toMatch(/unsafe-eval|\*(?!\.)/)
  })

  it('Waline: its client (script, style) and its server (requests)', () => {
    const d = directives({ COMMENT_WALINE_SERVER_URL: 'https://comments.example.com/', COMMENT_WALINE_CLIENT_URL: 'https://cdn.example.net/waline/dist' })
    expect(d['script-src']).toContain('https://cdn.example.net')
    expect(d['style-src']).toContain('https://cdn.example.net')
    expect(d['connect-src']).toEqual(expect.arrayContaining(['https://comments.example.com', 'https://cdn.example.net']))
    expect(d['script-src']).not.toContain('https://comments.example.com')
    // its default emoji sets are a protocol-relative //unpkg.com URL: a bare host matches http and https pages
    expect(d['connect-src']).toContain('unpkg.com')
  })

  it('Giscus and Utterances: their script and their frame', () => {
    const d = directives({ COMMENT_GISCUS_REPO: 'me/blog', COMMENT_GISCUS_REPO_ID: 'R_1', COMMENT_GISCUS_CATEGORY_ID: 'C_1', COMMENT_UTTERANCES_REPO: 'me/blog' })
    expect(d['script-src']).toEqual(expect.arrayContaining(['https://giscus.app', 'https://utteranc.es']))
    expect(d['frame-src']).toEqual(expect.arrayContaining(['https://giscus.app', 'https://utteranc.es']))
  })

  it('Twikoo: its CDN script, and its own server or Tencent CloudBase', () => {
    const hosted = directives({ COMMENT_TWIKOO_ENV_ID: 'https://twikoo.example.com' })
    expect(hosted['script-src']).toContain('https://cdn.jsdelivr.net')
    expect(hosted['connect-src']).toContain('https://twikoo.example.com')
    const cloud = directives({ COMMENT_TWIKOO_ENV_ID: 'my-env-1a2b' })
    expect(cloud['connect-src']).toContain('https://*.tcloudbase.com')
  })

  it('Artalk, Cusdis, Gitalk, Valine: their scripts and APIs', () => {
    const d = directives({
      COMMENT_ARTALK_SERVER: 'https://artalk.example.com',
      COMMENT_CUSDIS_APP_ID: 'abc',
      COMMENT_GITALK_REPO: 'blog', COMMENT_GITALK_OWNER: 'me', COMMENT_GITALK_CLIENT_ID: 'id', COMMENT_GITALK_CLIENT_SECRET: 's',
      COMMENT_VALINE_APP_ID: 'app', COMMENT_VALINE_APP_KEY: 'key', COMMENT_VALINE_SERVER_URLS: 'https://lean.example.com',
    })
    expect(d['script-src']).toEqual(expect.arrayContaining(['https://artalk.example.com', 'https://cusdis.com', 'https://cdn.jsdelivr.net', 'https://unpkg.com']))
    expect(d['style-src']).toEqual(expect.arrayContaining(['https://artalk.example.com', 'https://cdn.jsdelivr.net']))
    expect(d['connect-src']).toEqual(expect.arrayContaining(['https://artalk.example.com', 'https://api.github.com', 'https://lean.example.com']))
    expect(d['frame-src']).toContain('https://cusdis.com')
  })

  it('analytics: each service only when its id is set', () => {
    expect(directives({ ANALYTICS_GOOGLE_ID: 'G-ABC123' })['script-src']).toContain('https://www.googletagmanager.com')
    expect(directives({ ANALYTICS_GOOGLE_ID: 'G-ABC123' })['connect-src']).toContain('https://*.google-analytics.com')
    const umami = directives({ ANALYTICS_UMAMI_ID: 'abc-123', ANALYTICS_UMAMI_SCRIPT_URL: 'https://stats.example.com/u.js' })
    expect(umami['script-src']).toContain('https://stats.example.com')
    expect(umami['connect-src']).toContain('https://stats.example.com')
    expect(directives({ ANALYTICS_PLAUSIBLE_DOMAIN: 'blog.example.com' })['script-src']).toContain('https://plausible.io')
    expect(directives({ ANALYTICS_BAIDU_ID: '0123456789abcdef0123456789abcdef' })['script-src']).toContain('https://hm.baidu.com')
    expect(directives({ ANALYTICS_BUSUANZI_ENABLE: 'true' })['script-src']).toContain('https://busuanzi.ibruce.info')
    // Vercel's script is the site's own
    expect(directives({ ANALYTICS_VERCEL: 'true' })['script-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('ads: AdSense scripts, requests and frames', () => {
    const d = directives({ ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456' })
    expect(d['script-src']).toContain('https://pagead2.googlesyndication.com')
    expect(d['frame-src']).toContain('https://googleads.g.doubleclick.net')
    expect(d['connect-src']).toContain('https://pagead2.googlesyndication.com')
  })

  it('Algolia: its hosts, or the configured host', () => {
    const keys = { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_ONLY_KEY: 'search', ALGOLIA_INDEX: 'posts' }
    expect(directives(keys)['connect-src']).toEqual(expect.arrayContaining(['https://*.algolia.net', 'https://*.algolianet.com']))
    const local = directives({ ...keys, ALGOLIA_HOST: 'http://127.0.0.1:4010' })
    expect(local['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4010'])
  })

  it('widgets: the pet runtime and model, the chat bubble when it has a bot', () => {
    const pet = directives({ WIDGET_PET: 'true' })
    expect(pet['script-src']).toContain('https://cdn.jsdelivr.net')
    expect(pet['connect-src']).toContain('https://cdn.jsdelivr.net')
    expect(directives({ WIDGET_CHAT: 'true' })['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    const chat = directives({ WIDGET_CHAT_BOT_ID: 'bot-1' })
    expect(chat['script-src']).toContain('https://www.chatbase.co')
    expect(chat['frame-src']).toContain('https://www.chatbase.co')
  })

  it('is one header line: no newline, every directive once', () => {
    const all = csp({ COMMENT_WALINE_SERVER_URL: 'https://c.example.com', ANALYTICS_GOOGLE_ID: 'G-ABC123', ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456' })
    expect(all).not.toMatch(/[\r\n]/)
    const names = all.split(';').map((d) => d.trim().split(' ')[0])
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('securityHeaders', () => {
  it('nosniff, the referrer policy, the CSP and a Permissions-Policy that keeps fullscreen for embeds', () => {
    const h = securityHeaders(readCspFeatures({}))
    expect(h['x-content-type-options']).toBe('nosniff')
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(h['content-security-policy']).toBe(csp())
    for (const f of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${f}=()`)
    expect(PERMISSIONS_POLICY).not.toContain('fullscreen')
    // Chromium logs an error for every feature it does not know (bluetooth is one)
    expect(PERMISSIONS_POLICY).not.toContain('bluetooth')
  })
})
