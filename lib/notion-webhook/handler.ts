// POST /api/notion-webhook: Notion's integration webhooks, page by page.
//
// 1. The subscription handshake: Notion POSTs `{"verification_token": "…"}` once. While no
//    NOTION_WEBHOOK_SECRET is set it is logged for the operator to paste into Notion (Verify) and
//    to set as the secret. Once one is set, a handshake is not logged (anyone can send one, and
//    a log line telling the operator to use a stranger's token would be a trap): one line says
//    it was ignored and how to subscribe anew.
// 2. Every event is signed: `X-Notion-Signature: sha256=<HMAC-SHA256(body, token)>`. Unsigned
//    or wrongly signed: 401. Too old (or too far ahead): 401. Seen before: 409. Nothing changes.
// 3. A page edited in place is read again (one source call, however many events a burst
//    brings) and put into the database held; a page that appeared, moved or went away, and a
//    database or data source event, re-read the database. The store publishes what that
//    changed (lib/freshness/publish.ts): the pages showing it expire in every theme and
//    language, on every instance, before the answer.
//
// The work is the store's (lib/workspace/store.ts): the same data path every page reads. What
// changed is decided against the database held; an instance that holds none yet (just started,
// or no reader came) loads it first, the store's normal first load (the shared cache when there
// is one, else the source) — and, having nothing to compare the page with, expires the
// language's lists too. A database that cannot be loaded then is a 503 with Retry-After: Notion
// retries the event.
import type { ExtendedRecordMap } from 'notion-types'
import type { SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { toUuid } from '@/lib/workspace/records'
import { Coalescer } from './coalesce'
import { actionFor, parseEvent, verificationToken, type EventAction } from './event'
import { ReplayGuard } from './replay'
import { verifySignature } from './signature'
import { logValue } from '@/lib/security/log-value'
import { webhookState } from './state'
import { listTag, postTag } from '@/lib/freshness/tags'

export interface WebhookStore {
  peekDatabase(): ExtendedRecordMap | undefined
  /**
   * The database held; before anything was loaded, the first load (shared cache, else the
   * source, with the source's timeouts; concurrent callers share it), failing with
   * DataUnavailableError when it cannot be had.
   */
  getDatabaseNow(): Promise<ExtendedRecordMap>
  /** these report what they changed themselves (the store's onChange) */
  reloadPage(pageId: string): Promise<boolean>
  reloadSubPage(pageId: string): Promise<void>
  refresh(): Promise<void>
  status(): { lastError?: string }
}

export interface WebhookOptions {
  /** the subscription's verification token (NOTION_WEBHOOK_SECRET); null until configured */
  token: string | null
  maxAgeMs: number
  /** how long a burst for one page is gathered before its one source call */
  windowMs?: number
  store: WebhookStore
  siteOf: (db: ExtendedRecordMap) => SiteIndex
  /** where a page under a post sits (lib/site/sub-pages.ts placeOf), or null when it is none */
  subPageOf: (site: SiteIndex, id: string) => { href: string; parent: string; root: Post } | null
  /**
   * Learns whether a page `subPageOf` does not know is directly under the post `root`, so that
   * `subPageOf` places it next (lib/site/sub-pages.ts findUnder: the post's own children, one
   * load at most). Where sub-pages sit is learned as pages load: a cold instance knows none.
   */
  findSubPage?: (site: SiteIndex, root: Post, id: string) => Promise<unknown>
  /** the address prefix of the language whose database `store` reads ('' for the default) */
  prefix?: string
  /** another language's handler beside the default one: handshakes are the default's to log */
  quiet?: boolean
  /** expires pages (lib/freshness/publish.ts): what a cold instance cannot compare */
  expire: (tags: string[]) => Promise<void>
  now?: () => number
  log?: (msg: string) => void
}

export interface WebhookAnswer {
  status: number
  body: Record<string, unknown>
  /** response headers (Retry-After on a 503) */
  headers?: Record<string, string>
}

/** What was read again: pages by id, or the database. */
type Outcome = { reloaded: string[] }

/** An event's action, and whether the handler held no database when it arrived. */
type Item = EventAction & { cold?: boolean }

/** Seconds Notion is asked to wait before retrying an event the site could not look at. */
export const RETRY_AFTER_SECONDS = 30

const MAX_LOGGED_TOKENS = 20

export class NotionWebhook {
  private readonly replay: ReplayGuard
  private readonly coalescer: Coalescer<Item, Outcome>
  private readonly now: () => number
  private readonly log: (msg: string) => void
  private readonly loggedTokens = new Set<string>()
  private loggedIgnoredHandshake = false

  constructor(private readonly opts: WebhookOptions) {
    this.replay = new ReplayGuard(opts.maxAgeMs)
    this.coalescer = new Coalescer(opts.windowMs ?? 300)
    this.now = opts.now ?? Date.now
    this.log = opts.log ?? ((m) => console.warn(m))
  }

  async handle(raw: string, signature: string | null): Promise<WebhookAnswer> {
    const answer = (status: number, body: Record<string, unknown>): WebhookAnswer => ({ status, body })
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      body = undefined
    }
    const token = verificationToken(body)
    if (token) webhookState().lastHandshakeAt = this.now()
    if (token && this.opts.token) {
      if (!this.opts.quiet) this.logIgnoredHandshake()
      return answer(200, { ok: true, verification: 'ignored: NOTION_WEBHOOK_SECRET is already set' })
    }
    if (token) {
      if (!this.opts.quiet) this.logToken(token)
      return answer(200, { ok: true, verification: 'logged' })
    }
    if (!this.opts.token) return answer(401, { ok: false, error: 'NOTION_WEBHOOK_SECRET is not set: finish the subscription handshake first (see docs/DEPLOYMENT.md)' })
    if (!verifySignature(raw, signature, this.opts.token)) return answer(401, { ok: false, error: 'missing or wrong X-Notion-Signature' })
    const event = parseEvent(body)
    if ('error' in event) return answer(400, { ok: false, error: event.error })
    const fresh = this.replay.check(event.id, event.timestamp, this.now())
    if (fresh === 'stale') return answer(401, { ok: false, error: 'the event timestamp is too old or too far ahead' })
    if (fresh === 'replayed') return answer(409, { ok: false, error: 'this event was already received' })
    const action = actionFor(event)
    const state = webhookState()
    state.lastEvent = { at: this.now(), type: event.type, ok: true }
    if (action.kind === 'ignore') return answer(200, { ok: true, event: event.type, ignored: true })
    // What changed is decided against the database: a cold instance loads it first, and never
    // answers that nothing changed without having looked.
    const cold = !this.opts.store.peekDatabase()
    if (cold) {
      try {
        await this.opts.store.getDatabaseNow()
      } catch (err) {
        this.replay.forget(event.id)
        state.lastEvent = { at: this.now(), type: event.type, ok: false }
        this.log(`[leafpress] notion webhook ${logValue(event.type)} for ${logValue(event.entity.id)}: the database could not be loaded, answered 503 for Notion to retry: ${(err as Error).message}`)
        return {
          ...answer(503, { ok: false, error: `the database could not be loaded, nothing was decided; retry later: ${(err as Error).message}` }),
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        }
      }
    }
    if (action.kind === 'page') await this.learnPlace(action)
    const item: Item = { ...action, cold }
    try {
      const outcome = item.kind === 'page'
        ? await this.coalescer.run(`page:${this.targetOf(item)}`, item, (items) => this.reloadPage(items))
        : await this.coalescer.run('database', item, (items) => this.reloadDatabase(items))
      // held nothing before: whatever the lists showed was never compared with
      if (cold && outcome.reloaded.length) await this.opts.expire([listTag(this.opts.prefix ?? ''), ...outcome.reloaded.filter((r) => r !== 'database').map(postTag)])
      return answer(200, { ok: true, event: event.type, reloaded: outcome.reloaded })
    } catch (err) {
      // not handled: let Notion's retry through
      this.replay.forget(event.id)
      state.lastEvent = { at: this.now(), type: event.type, ok: false }
      this.log(`[leafpress] notion webhook ${logValue(event.type)} for ${logValue(event.entity.id)} failed: ${(err as Error).message}`)
      return answer(502, { ok: false, error: (err as Error).message })
    }
  }

  /** Only while no secret is set; each distinct token once, at most MAX_LOGGED_TOKENS. */
  private logToken(token: string) {
    if (this.loggedTokens.has(token) || this.loggedTokens.size >= MAX_LOGGED_TOKENS) return
    this.loggedTokens.add(token)
    this.log(
      `[leafpress] Notion webhook verification token: ${logValue(token)}\n` +
        '  Paste it into the webhook subscription in Notion (Verify), then set NOTION_WEBHOOK_SECRET to it and restart.',
    )
  }

  /** Once per process: a handshake while a secret is set is either a new subscription or a stranger. */
  private logIgnoredHandshake() {
    if (this.loggedIgnoredHandshake) return
    this.loggedIgnoredHandshake = true
    this.log(
      '[leafpress] Notion webhook: a verification request arrived while NOTION_WEBHOOK_SECRET is set; ignored, its token is not logged.\n' +
        '  To subscribe anew, unset NOTION_WEBHOOK_SECRET, restart, and resend the token from Notion.',
    )
  }

  private siteNow(): SiteIndex | null {
    const db = this.opts.store.peekDatabase()
    return db ? this.opts.siteOf(db) : null
  }

  /** A page the site does not know, whose parent is a post: is it directly under it? */
  private async learnPlace(action: { pageId: string; parentId?: string }): Promise<void> {
    const site = this.siteNow()
    const compact = (id: string) => toUuid(id).replace(/-/g, '')
    if (!site || !this.opts.findSubPage || !action.parentId) return
    if (site.byId.get(compact(action.pageId)) || this.opts.subPageOf(site, action.pageId)) return
    const root = site.byId.get(compact(action.parentId))
    if (!root) return
    try {
      await this.opts.findSubPage(site, root, action.pageId)
    } catch {
      // the post cannot be read now: the post itself is reloaded below, and says so if that fails
    }
  }

  /**
   * The page of the site an event is about: the row or sub-page itself, else (a page the site
   * does not know yet, e.g. a new sub-page) its parent when that is a row or a sub-page.
   */
  private targetOf(action: { pageId: string; parentId?: string }): string {
    const site = this.siteNow()
    const known = (id: string) => !!site && (!!site.byId.get(toUuid(id).replace(/-/g, '')) || !!this.opts.subPageOf(site, id))
    return !known(action.pageId) && action.parentId && known(action.parentId) ? action.parentId : action.pageId
  }

  private async reloadPage(items: Item[]): Promise<Outcome> {
    const id = this.targetOf(items[0] as { pageId: string; parentId?: string })
    const before = this.siteNow()
    if (before && !before.byId.get(id.replace(/-/g, ''))) {
      const sub = this.opts.subPageOf(before, id)
      if (sub) return this.reloadSubPage(before, id, sub)
    }
    // not a page of this site: nothing it shows changed, and Notion is not asked
    if (!before?.byId.get(id.replace(/-/g, ''))) return { reloaded: [] }
    if (!(await this.opts.store.reloadPage(id))) return { reloaded: [id, ...(await this.refreshDatabase())] }
    return { reloaded: [id] }
  }

  /**
   * A page under a post: it is loaded again, and so is its parent, which shows its title (the
   * post itself for a first-level page, whose row may have changed too).
   */
  private async reloadSubPage(before: SiteIndex, id: string, sub: { href: string; parent: string; root: Post }): Promise<Outcome> {
    await this.opts.store.reloadSubPage(id)
    if (sub.parent !== sub.root.id) {
      await this.opts.store.reloadSubPage(sub.parent)
      return { reloaded: [id, sub.parent] }
    }
    if (!(await this.opts.store.reloadPage(sub.root.id))) return { reloaded: [id, sub.root.id, ...(await this.refreshDatabase())] }
    return { reloaded: [id, sub.root.id] }
  }

  private async reloadDatabase(items: Item[]): Promise<Outcome> {
    const db = this.opts.store.peekDatabase()
    const before = this.siteNow()
    const ours = (a: Item) =>
      a.kind === 'site' ||
      (a.kind === 'rows' && (!!before?.byId.get(a.pageId.replace(/-/g, '')) || !a.parentId || !db || !!db.block[a.parentId] || !!db.collection?.[a.parentId]))
    const relevant = items.filter(ours)
    if (!relevant.length) return { reloaded: [] }
    // the rows named count as changed even when the database held already has them as they are
    // now (a cold instance loaded it just now): what showed them is expired all the same
    const rows = relevant.flatMap((a) => (a.kind === 'rows' ? [a.pageId] : []))
    return { reloaded: [...rows, ...(await this.refreshDatabase())] }
  }

  /** The database read again from the source; the store publishes what changed. */
  private async refreshDatabase(): Promise<['database']> {
    await this.opts.store.refresh()
    const { lastError } = this.opts.store.status()
    if (lastError) throw new Error(`the database could not be read again: ${lastError}`)
    return ['database']
  }
}

/**
 * One answer for the handlers of every language (one per database, lib/site/editions.ts), each
 * having seen the same event: the one whose database has the page reloads it, the others find it
 * is none of theirs. A server-side failure (a database that could not be looked at) is the
 * answer, so Notion retries: on the retry the handlers that succeeded answer 409 (a replay),
 * which is no failure beside one that now succeeds. Refusals (signature, age, body) are the
 * same for all.
 */
export function combineAnswers(answers: WebhookAnswer[]): WebhookAnswer {
  const done = answers.filter((a) => a.status < 400)
  const failed = answers.find((a) => a.status >= 500)
  if (failed) return failed
  if (!done.length) return answers.find((a) => a.status >= 400) ?? answers[0]
  const reloaded = [...new Set(done.flatMap((a) => (Array.isArray(a.body.reloaded) ? (a.body.reloaded as string[]) : [])))]
  const shown = done.find((a) => Array.isArray(a.body.reloaded) && (a.body.reloaded as string[]).length) ?? done[0]
  return Array.isArray(shown.body.reloaded) ? { ...shown, body: { ...shown.body, reloaded } } : shown
}
