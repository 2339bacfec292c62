// Recent comments from a Waline server, turned into what the widget shows. The comment HTML
// is sanitised here, and a comment's page link is kept only when it is a path of this site.
import { sanitizeHtml } from './sanitize'

export interface RecentComment {
  id: string
  nick: string
  /** sanitised HTML */
  html: string
  /** a path of this site, e.g. /article/salt */
  path: string | null
  /** ms since epoch, or null */
  time: number | null
}

/** Waline's recent-comments API (v3 servers answer at /api/comment). */
export function recentCommentsUrl(serverURL: string, count: number): string {
  return `${serverURL}/api/comment?type=recent&count=${count}`
}

type Raw = Record<string, unknown>

/** Accepts both answer shapes: `{ errno, data: [...] }` (v3) and a bare array (older servers). */
export function parseRecentComments(json: unknown, count: number): RecentComment[] {
  const list = Array.isArray(json) ? json : Array.isArray((json as Raw | null)?.data) ? ((json as Raw).data as unknown[]) : []
  return list
    .filter((c): c is Raw => !!c && typeof c === 'object')
    .slice(0, count)
    .map((c, i) => {
      const url = typeof c.url === 'string' ? c.url : ''
      const time = Number(c.time ?? Date.parse(String(c.insertedAt ?? c.createdAt ?? '')))
      return {
        id: String(c.objectId ?? c.id ?? i),
        nick: typeof c.nick === 'string' && c.nick.trim() ? c.nick.trim().slice(0, 60) : 'Anonymous',
        html: sanitizeHtml(typeof c.comment === 'string' ? c.comment : ''),
        // only same-site paths: never a scheme, never protocol-relative
        path: /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null,
        time: Number.isFinite(time) ? time : null,
      }
    })
}
