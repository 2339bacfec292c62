// Comment settings. A system is on when its required keys are set; with several, readers pick
// one in tabs (Twikoo first: it is the default whenever its env id is set). Each key is also
// an env var of the same name. Script URLs are pinned versions, loaded only for systems that
// are on.
import { ConfigError } from '../config/error'
import type { CommentProvider } from './providers'
import { intIn, memo, oneOf, optionalHttpUrl, readSettings, splitList, type Check, type Env } from '../config/settings'

export const COMMENT_DEFAULTS = {
  /** Twikoo: the URL of your self-hosted Twikoo server (or a Tencent CloudBase env id) */
  COMMENT_TWIKOO_ENV_ID: '',
  COMMENT_TWIKOO_CDN_URL: 'https://cdn.jsdelivr.net/npm/twikoo@1.7.9/dist/twikoo.min.js',
  /** Waline: the URL of your Waline server */
  COMMENT_WALINE_SERVER_URL: '',
  /** the folder holding waline.js and waline.css of @waline/client */
  COMMENT_WALINE_CLIENT_URL: 'https://unpkg.com/@waline/client@3.15.2/dist',
  /** the recent-comments widget (Waline), where the theme shows one */
  COMMENT_WALINE_RECENT: false,
  COMMENT_RECENT_COUNT: 5,
  /** Giscus (GitHub Discussions): owner/repo, and the ids giscus.app shows for it */
  COMMENT_GISCUS_REPO: '',
  COMMENT_GISCUS_REPO_ID: '',
  COMMENT_GISCUS_CATEGORY_ID: '',
  COMMENT_GISCUS_MAPPING: 'pathname',
  COMMENT_GISCUS_REACTIONS_ENABLED: true,
  COMMENT_GISCUS_EMIT_METADATA: false,
  COMMENT_GISCUS_INPUT_POSITION: 'bottom',
  /** Artalk: the URL of your Artalk server (it also serves the client) */
  COMMENT_ARTALK_SERVER: '',
  /** the site name registered in Artalk ('' = the site title) */
  COMMENT_ARTALK_SITE: '',
  /** Utterances (GitHub issues): owner/repo */
  COMMENT_UTTERANCES_REPO: '',
  /** Cusdis: the app id, and the host for a self-hosted Cusdis */
  COMMENT_CUSDIS_APP_ID: '',
  COMMENT_CUSDIS_HOST: 'https://cusdis.com',
  /** Gitalk (GitHub issues through an OAuth app) */
  COMMENT_GITALK_REPO: '',
  COMMENT_GITALK_OWNER: '',
  /** comma-separated GitHub users who may create the issues */
  COMMENT_GITALK_ADMIN: '',
  COMMENT_GITALK_CLIENT_ID: '',
  /** Gitalk's design sends the OAuth app secret to the browser: use an app made only for this */
  COMMENT_GITALK_CLIENT_SECRET: '',
  COMMENT_GITALK_DISTRACTION_FREE_MODE: false,
  /** the folder holding gitalk.min.js and gitalk.css */
  COMMENT_GITALK_CDN_URL: 'https://cdn.jsdelivr.net/npm/gitalk@1.8.0/dist',
  /** Valine (LeanCloud) */
  COMMENT_VALINE_APP_ID: '',
  COMMENT_VALINE_APP_KEY: '',
  /** the LeanCloud API domain of your app (needed for apps outside mainland China's cluster) */
  COMMENT_VALINE_SERVER_URLS: '',
  COMMENT_VALINE_PLACEHOLDER: '',
  COMMENT_VALINE_CDN_URL: 'https://unpkg.com/valine@1.5.3/dist/Valine.min.js',
}

export type CommentSettings = typeof COMMENT_DEFAULTS

const repo: Check = (v) => (v === '' || /^[\w.-]+\/[\w.-]+$/.test(String(v)) ? null : "use owner/repository, e.g. leafpress/comments, or ''")
const twikooEnv: Check = (v) => (v === '' || /^https?:\/\//.test(String(v)) || /^[\w-]+$/.test(String(v)) ? null : "use your Twikoo server's URL or a CloudBase env id, or ''")

export const COMMENT_CHECKS: Partial<Record<keyof CommentSettings, Check>> = {
  COMMENT_TWIKOO_ENV_ID: twikooEnv,
  COMMENT_TWIKOO_CDN_URL: optionalHttpUrl,
  COMMENT_WALINE_SERVER_URL: optionalHttpUrl,
  COMMENT_WALINE_CLIENT_URL: optionalHttpUrl,
  COMMENT_RECENT_COUNT: intIn(1, 50),
  COMMENT_GISCUS_REPO: repo,
  COMMENT_GISCUS_MAPPING: oneOf(['pathname', 'url', 'title', 'og:title']),
  COMMENT_GISCUS_INPUT_POSITION: oneOf(['top', 'bottom']),
  COMMENT_ARTALK_SERVER: optionalHttpUrl,
  COMMENT_UTTERANCES_REPO: repo,
  COMMENT_CUSDIS_HOST: optionalHttpUrl,
  COMMENT_GITALK_REPO: (v) => (/^[\w.-]*$/.test(String(v)) ? null : "use the repository name only (owner goes in COMMENT_GITALK_OWNER), or ''"),
  COMMENT_GITALK_CDN_URL: optionalHttpUrl,
  COMMENT_VALINE_SERVER_URLS: optionalHttpUrl,
  COMMENT_VALINE_CDN_URL: optionalHttpUrl,
}

/** Keys that only work together: half a setup fails at start instead of showing a broken widget. */
const GROUPS: Array<{ name: string; keys: Array<keyof CommentSettings> }> = [
  { name: 'Giscus', keys: ['COMMENT_GISCUS_REPO', 'COMMENT_GISCUS_REPO_ID', 'COMMENT_GISCUS_CATEGORY_ID'] },
  { name: 'Gitalk', keys: ['COMMENT_GITALK_REPO', 'COMMENT_GITALK_OWNER', 'COMMENT_GITALK_CLIENT_ID', 'COMMENT_GITALK_CLIENT_SECRET'] },
  { name: 'Valine', keys: ['COMMENT_VALINE_APP_ID', 'COMMENT_VALINE_APP_KEY'] },
]

export function readCommentSettings(env: Env): CommentSettings {
  const s = readSettings(COMMENT_DEFAULTS, COMMENT_CHECKS, env)
  const problems: string[] = []
  for (const { name, keys } of GROUPS) {
    const missing = keys.filter((k) => !s[k])
    if (missing.length && missing.length < keys.length) {
      problems.push(`${name} is half configured: set ${missing.join(', ')} too, or clear ${keys.filter((k) => s[k]).join(', ')}`)
    }
  }
  if (s.COMMENT_WALINE_RECENT && !s.COMMENT_WALINE_SERVER_URL) {
    problems.push('COMMENT_WALINE_RECENT = true: the recent comments come from Waline; set COMMENT_WALINE_SERVER_URL too')
  }
  if (problems.length) throw new ConfigError(problems)
  return s
}

export const commentSettings = memo(() => readCommentSettings(process.env))

const noSlash = (u: string) => u.replace(/\/+$/, '')

/** The configured systems in tab order (Twikoo first). */
export function configuredProviders(s: CommentSettings, siteTitle: string): CommentProvider[] {
  const out: CommentProvider[] = []
  if (s.COMMENT_TWIKOO_ENV_ID) out.push({ name: 'twikoo', envId: s.COMMENT_TWIKOO_ENV_ID, script: s.COMMENT_TWIKOO_CDN_URL })
  if (s.COMMENT_WALINE_SERVER_URL) {
    out.push({ name: 'waline', serverURL: noSlash(s.COMMENT_WALINE_SERVER_URL), client: noSlash(s.COMMENT_WALINE_CLIENT_URL) })
  }
  if (s.COMMENT_GISCUS_REPO) {
    out.push({
      name: 'giscus',
      repo: s.COMMENT_GISCUS_REPO,
      repoId: s.COMMENT_GISCUS_REPO_ID,
      categoryId: s.COMMENT_GISCUS_CATEGORY_ID,
      mapping: s.COMMENT_GISCUS_MAPPING,
      reactions: s.COMMENT_GISCUS_REACTIONS_ENABLED,
      emitMetadata: s.COMMENT_GISCUS_EMIT_METADATA,
      inputPosition: s.COMMENT_GISCUS_INPUT_POSITION,
    })
  }
  if (s.COMMENT_ARTALK_SERVER) out.push({ name: 'artalk', server: noSlash(s.COMMENT_ARTALK_SERVER), site: s.COMMENT_ARTALK_SITE || siteTitle })
  if (s.COMMENT_UTTERANCES_REPO) out.push({ name: 'utterances', repo: s.COMMENT_UTTERANCES_REPO })
  if (s.COMMENT_CUSDIS_APP_ID) out.push({ name: 'cusdis', host: noSlash(s.COMMENT_CUSDIS_HOST), appId: s.COMMENT_CUSDIS_APP_ID })
  if (s.COMMENT_GITALK_REPO) {
    const admin = splitList(s.COMMENT_GITALK_ADMIN)
    out.push({
      name: 'gitalk',
      repo: s.COMMENT_GITALK_REPO,
      owner: s.COMMENT_GITALK_OWNER,
      admin: admin.length ? admin : [s.COMMENT_GITALK_OWNER],
      clientID: s.COMMENT_GITALK_CLIENT_ID,
      clientSecret: s.COMMENT_GITALK_CLIENT_SECRET,
      distractionFreeMode: s.COMMENT_GITALK_DISTRACTION_FREE_MODE,
      cdn: noSlash(s.COMMENT_GITALK_CDN_URL),
    })
  }
  if (s.COMMENT_VALINE_APP_ID) {
    out.push({
      name: 'valine',
      appId: s.COMMENT_VALINE_APP_ID,
      appKey: s.COMMENT_VALINE_APP_KEY,
      serverURLs: s.COMMENT_VALINE_SERVER_URLS,
      placeholder: s.COMMENT_VALINE_PLACEHOLDER,
      script: s.COMMENT_VALINE_CDN_URL,
    })
  }
  return out
}
