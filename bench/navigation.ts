// Navigation timing (issue #40 part 5): how long a reader waits between two articles, in
// Chromium, against a bare Next.js app doing client-side navigation over the same article
// markup (bench/bare-next/app/nav/, next/link with its default prefetching).
//
//   node_modules/.bin/tsx bench/navigation.ts [--hops 16] [--dwell 400] [--rebuild] [--dist DIR] [--label NAME] [--skip-bare] [--no-prerender] [--no-write]
//   (--no-prerender: Chromium told not to prerender, Page.setPrerenderingAllowed, so every hop is a
//   full load; --dist/--label: measure another build, e.g. other speculation rules)
//   NAV_DEBUG=1 prints every target attached, every prerender status and every document's start.
//
// What is measured (both sites alike, one browser run per site, fresh profile, Chromium driven
// over the DevTools protocol with the e2e tests' flags — not through playwright, which turns
// the back/forward cache off and paint holding off, and holds pages by their page targets):
// - prerendering for real: the tab is held through its tab target (openTab). Chromium refuses to
//   prerender for a page with a DevTools session on its page target itself
//   (PrerenderingDisabledByDevTools), which is how the first version of this bench measured
//   full loads only. Each hop reports whether the page shown was a prerender activated by the
//   click (`activationStart` > 0 in the shown page), when Chromium started and finished the
//   prerender (Preload.prerenderStatusUpdated) and when its load event had ended, against the
//   click.
// - warm cache: the chain of 17 articles (each article's "next" link) is walked once first, so
//   every document, script, stylesheet and image is in the HTTP cache; then it is walked again
//   from the first article and each hop is timed.
// - a hop: the pointer moves onto the next article's link, rests there `--dwell` ms (a reader
//   moving to click; Chromium's "moderate" speculation starts after 200 ms of hover, "eager"
//   after a few ms, and next/link prefetches in the viewport anyway), then presses and releases.
//   The time runs from the `click` event's timestamp in the old page to the first animation
//   frame, in the page that shows the next article, after its <h1> holds the next title while
//   the page is visible (not prerendering), plus one task (a message posted from that frame:
//   the frame has been produced). Both stamps are `performance.timeOrigin + ...`, i.e. the same
//   wall clock in every document of the browser. After the hop the pointer is parked where no
//   link is, so that what lies under it in the new page starts no speculation of its own.
// - back/forward: `history.back()` (stamped just before the call) to the same frame in the
//   page that shows the previous article (for a page restored from the back/forward cache: the
//   first frame after its `pageshow` with persisted = true). Chromium's reasons for not using
//   the cache (Page.backForwardCacheNotUsed) are collected.
import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'
import { BARE_DIR, BARE_DIST } from './bare'
import { argValue, build, fmtMs, hasFlag, main, median, pct, serve, table, workspace, writeSection, type Server } from './lib'
import { ensureBareBuild } from '../tests/support/weights'
import { CHROMIUM_ARGS } from '../tests/e2e/harness'
import { sampleSite } from '../tests/support/sample'

const HOPS = Number(argValue('hops') ?? 16)
const DWELL_MS = Number(argValue('dwell') ?? 400)
const BACKS = Math.min(8, HOPS - 1)
const NO_PRERENDER = hasFlag('no-prerender')
const ARTICLES_JSON = path.join(BARE_DIR, 'app/nav/articles.json')

// ── a small CDP client (flat sessions) ──────────────────────────────────────────────────

type Msg = { id?: number; method?: string; params?: any; result?: any; error?: any; sessionId?: string }

class Cdp {
  private id = 0
  private waiting = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>()
  private listeners: Array<(m: Msg) => void> = []
  constructor(private ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Msg
      if (m.id !== undefined) {
        const w = this.waiting.get(m.id)
        this.waiting.delete(m.id)
        if (m.error) w?.reject(new Error(`${m.error.message}`))
        else w?.resolve(m.result)
      } else for (const l of this.listeners) l(m)
    })
  }
  send(method: string, params: object = {}, sessionId?: string): Promise<any> {
    const id = ++this.id
    this.ws.send(JSON.stringify({ id, method, params, sessionId }))
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }))
  }
  on(l: (m: Msg) => void) {
    this.listeners.push(l)
  }
}

interface Browser {
  cdp: Cdp
  proc: ChildProcess
  dir: string
  close: () => Promise<void>
}

async function launch(): Promise<Browser> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-nav-'))
  const proc = spawn('/usr/bin/chromium', [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${dir}`, '--window-size=1280,800', 'about:blank'], { stdio: 'ignore' })
  const portFile = path.join(dir, 'DevToolsActivePort')
  const deadline = Date.now() + 30_000
  while (!fs.existsSync(portFile) || fs.readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (Date.now() > deadline) throw new Error('chromium did not start')
    await sleep(50)
  }
  const [port, wsPath] = fs.readFileSync(portFile, 'utf8').split('\n')
  const ws = new WebSocket(`ws://127.0.0.1:${port}${wsPath}`, { perMessageDeflate: false })
  await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)))
  const cdp = new Cdp(ws)
  return {
    cdp,
    proc,
    dir,
    close: async () => {
      ws.close()
      proc.kill('SIGTERM')
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)))
      // the browser's helpers may still write into the profile after it exits: removed when
      // they are done, without failing a run over a temporary directory
      const rm = () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
      try {
        rm()
      } catch {
        setTimeout(() => {
          try {
            rm()
          } catch {}
        }, 5000).unref()
      }
    },
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// Runs in every document (prerendered ones too): stamps clicks, and the frame that shows a new
// <h1> (or a page restored from the back/forward cache), through the binding __nav.
const INIT = `(() => {
  if (window.__navInit) return; window.__navInit = true
  const now = () => performance.timeOrigin + performance.now()
  // the binding may reach a document after this script (see repair()): messages wait for it,
  // their times taken when they happen
  const queue = []
  const flush = () => { while (queue.length && typeof window.__nav === 'function') window.__nav(queue.shift()) }
  window.__navFlush = flush
  const send = (o) => { queue.push(JSON.stringify(o)); flush() }
  const nav = () => performance.getEntriesByType('navigation')[0]
  send({ k: 'init', t: now(), url: location.href, prerendering: !!document.prerendering, state: document.readyState })
  addEventListener('click', (e) => {
    const a = e.target && e.target.closest ? e.target.closest('a') : null
    if (a) send({ k: 'click', t: performance.timeOrigin + e.timeStamp, href: a.href })
  }, true)
  const afterFrame = (f) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = f; c.port2.postMessage(0) })
  const titles = () => [...document.querySelectorAll('h1')].map((h) => h.textContent.trim()).join(' | ')
  let last = ''
  const check = () => {
    if (document.prerendering || document.visibilityState !== 'visible') return
    const text = titles()
    if (!text || text === last) return
    last = text
    afterFrame(() => send({ k: 'paint', t: now(), h1: text, url: location.href, prerendered: (nav() && nav().activationStart > 0) || false, type: nav() && nav().type, act: nav() && nav().activationStart > 0 ? performance.timeOrigin + nav().activationStart : undefined, load: nav() && nav().loadEventEnd > 0 ? performance.timeOrigin + nav().loadEventEnd : undefined }))
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
  document.addEventListener('prerenderingchange', check)
  document.addEventListener('visibilitychange', check)
  addEventListener('pageshow', (e) => {
    if (!e.persisted) return
    const shown = performance.timeOrigin + e.timeStamp
    afterFrame(() => send({ k: 'restore', t: now(), h1: titles(), url: location.href, shown }))
  })
})()`

interface NavEvent {
  k: 'init' | 'click' | 'paint' | 'restore' | 'back'
  t: number
  h1?: string
  url?: string
  href?: string
  prerendered?: boolean
  type?: string
  /** a prerendered page: when it was activated, and when its load event had ended (wall clock ms) */
  act?: number
  load?: number
  /** a page restored from the back/forward cache: its pageshow event's time */
  shown?: number
  session: string
}

/**
 * One tab with every document it shows (prerendered ones included) instrumented.
 *
 * The tab is held through its *tab* target, never by attaching to its page target: Chromium
 * refuses to prerender for a page that has a DevTools session attached to the page target
 * directly (content/browser/devtools/devtools_instrumentation.cc, IsPrerenderAllowed: any
 * session of mode kDoesNotSupportTabTarget → PrerenderingDisabledByDevTools, whatever
 * Page.setPrerenderingAllowed says). A session auto-attached from the tab target's session
 * supports tab targets; the tab's auto-attacher then also brings each prerender's own page
 * target (subtype "prerender", paused until resumed), and on activation that session becomes
 * the tab's page.
 */
async function openTab(b: Browser) {
  const { cdp } = b
  const events: NavEvent[] = []
  const notUsed: string[] = []
  /** the prerender attempts of the tab, in order: url, the times Chromium reported each status */
  const attempts: Array<{ url: string; pending?: number; ready?: number; final?: string; failure?: string }> = []
  let current = ''
  /** page sessions by target id, once instrumented */
  const pages = new Map<string, string>()
  /** every page session, prerenders included */
  const attached: string[] = []
  const instrument = async (sessionId: string, info: { type: string; subtype?: string; targetId: string }, waiting: boolean) => {
    if (info.type === 'tab') {
      await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId)
      if (waiting) await cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId)
      return
    }
    if (info.type !== 'page') {
      if (waiting) await cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => {})
      return
    }
    // A paused prerender answers nothing until its navigation commits, and the session queues
    // every command in order: resume it first. The commands sent right after reach its renderer
    // as its document starts, nearly always before (repair() mends the rare document that was
    // quicker).
    if (process.env.NAV_DEBUG) console.log(Math.round(performance.timeOrigin + performance.now()), 'attached', info.type, info.subtype ?? '', sessionId.slice(0, 6), waiting)
    attached.push(sessionId)
    const sent: Array<Promise<unknown>> = []
    if (waiting) sent.push(cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId))
    sent.push(
      cdp.send('Runtime.addBinding', { name: '__nav' }, sessionId),
      cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: INIT }, sessionId),
      cdp.send('Runtime.enable', {}, sessionId),
      cdp.send('Page.enable', {}, sessionId),
      cdp.send('Preload.enable', {}, sessionId),
    )
    // --no-prerender: every hop a full load (from the HTTP cache), for comparison
    if (NO_PRERENDER) sent.push(cdp.send('Page.setPrerenderingAllowed', { isAllowed: false }, sessionId).catch(() => {}))
    await Promise.all(sent)
    if (!pages.has(info.targetId)) pages.set(info.targetId, sessionId)
  }
  // A prerender is resumed before its commands are sent (see instrument), and its document may
  // commit in the meantime: seen on this machine, the script below then ran but the binding was
  // missing from that document. Every new document of a page session is checked as it starts:
  // the binding added again, INIT run if it did not, and what INIT queued sent.
  const repair = async (sessionId: string, contextId: number) => {
    const state = await cdp.send('Runtime.evaluate', { expression: `[typeof window.__nav, !!window.__navInit].join(' ')`, contextId, returnByValue: true }, sessionId)
    const [binding, init] = String(state.result.value).split(' ')
    if (binding === 'function' && init === 'true') return
    if (process.env.NAV_DEBUG) console.log(Math.round(performance.timeOrigin + performance.now()), 'repair', sessionId.slice(0, 6), binding, init)
    if (binding !== 'function') await cdp.send('Runtime.addBinding', { name: '__nav' }, sessionId)
    if (init !== 'true') await cdp.send('Runtime.evaluate', { expression: INIT, contextId }, sessionId)
    await cdp.send('Runtime.evaluate', { expression: 'window.__navFlush && window.__navFlush()', contextId }, sessionId)
  }
  cdp.on((m) => {
    if (m.method === 'Runtime.bindingCalled' && m.params.name === '__nav') {
      const e = { ...JSON.parse(m.params.payload), session: m.sessionId! } as NavEvent
      if (process.env.NAV_DEBUG && e.k === 'init') console.log(Math.round(e.t), 'init', m.sessionId!.slice(0, 6), JSON.stringify(e))
      if (e.k === 'paint' || e.k === 'restore') current = e.session
      events.push(e)
    } else if (m.method === 'Runtime.executionContextCreated' && m.params.context.auxData?.isDefault && attached.includes(m.sessionId!)) {
      void repair(m.sessionId!, m.params.context.id).catch(() => {})
    } else if (m.method === 'Target.detachedFromTarget') {
      const i = attached.indexOf(m.params.sessionId)
      if (i >= 0) attached.splice(i, 1)
    } else if (m.method === 'Target.attachedToTarget') {
      void instrument(m.params.sessionId, m.params.targetInfo, m.params.waitingForDebugger).catch((e) => {
        if (process.env.NAV_DEBUG) console.log('instrument', m.params.targetInfo.type, e.message)
      })
    } else if (m.method === 'Preload.prerenderStatusUpdated' || m.method === 'Preload.ruleSetUpdated') {
      const p = m.params
      if (process.env.NAV_DEBUG) console.log(Math.round(performance.timeOrigin + performance.now()), m.method, JSON.stringify(p.ruleSet?.errorType ?? p.ruleSet?.errorMessage ?? [p.status, p.prerenderStatus, p.disallowedMojoInterfaces, p.key?.url]))
      if (m.method === 'Preload.prerenderStatusUpdated') {
        const t = performance.timeOrigin + performance.now()
        let a = attempts.findLast((a) => a.url === p.key.url && !a.final)
        if (!a || p.status === 'Pending') attempts.push((a = { url: p.key.url }))
        if (p.status === 'Pending') a.pending = t
        else if (p.status === 'Ready') a.ready = t
        else if (p.status === 'Success' || p.status === 'Failure') {
          a.final = p.status
          if (p.prerenderStatus) a.failure = p.prerenderStatus
        }
      }
    } else if (m.method === 'Page.backForwardCacheNotUsed') {
      const reasons = (m.params.notRestoredExplanations ?? []).map((r: { reason: string; type: string }) => `${r.reason} (${r.type})`)
      notUsed.push(reasons.join(', ') || 'unknown')
    }
  })
  // every tab of the browser (not its pages: those come through their tab), then a new tab
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true, filter: [{ type: 'page', exclude: true }, {}] })
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' })
  for (const deadline = Date.now() + 10_000; !pages.has(targetId); await sleep(10)) if (Date.now() > deadline) throw new Error('the new tab was not attached')
  current = pages.get(targetId)!
  const evaluate = async <T>(expression: string): Promise<T> => {
    const r = await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, current)
    if (r.exceptionDetails) throw new Error(`evaluate: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`)
    return r.result.value as T
  }
  /** Waits for an event after index `from` matching `pred`. */
  const waitFor = async (from: number, pred: (e: NavEvent) => boolean, what: string, ms = 20_000) => {
    const deadline = Date.now() + ms
    for (;;) {
      const e = events.slice(from).find(pred)
      if (e) return e
      if (Date.now() > deadline) {
        // what each page session of the tab shows, to tell a missed document from a slow one
        const shown = await Promise.all(
          [...new Set([...pages.values(), ...attached])].map((s) =>
            cdp
              .send('Runtime.evaluate', { expression: `[location.href, document.visibilityState, !!document.prerendering, !!window.__navInit, typeof window.__nav].join(' ')`, returnByValue: true }, s)
              .then((r) => `${s.slice(0, 6)}: ${r.result.value}`, (e) => `${s.slice(0, 6)}: ${e.message}`),
          ),
        )
        throw new Error(`timed out waiting for ${what}; last events: ${JSON.stringify(events.slice(-4))}; prerenders: ${JSON.stringify(attempts.slice(-3))}; sessions: ${shown.join('; ')}`)
      }
      await sleep(5)
    }
  }
  const goto = async (url: string, title?: string) => {
    const from = events.length
    await cdp.send('Page.navigate', { url }, current)
    return waitFor(from, (e) => e.k === 'paint' && (!title || e.h1!.includes(title)), `the page ${url}`)
  }
  const mouse = (type: string, x: number, y: number) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: type === 'mouseMoved' ? 'none' : 'left', clickCount: type === 'mouseMoved' ? 0 : 1 }, current)
  return { events, notUsed, attempts, evaluate, waitFor, goto, mouse, current: () => current }
}

type Tab = Awaited<ReturnType<typeof openTab>>

interface Site {
  name: string
  url: string
  start: string
  /** the next article's link on the page shown (a CSS selector) */
  next: string
}

interface Run {
  site: string
  hops: number[]
  prerendered: number
  /**
   * per hop: when Chromium started the prerender of the next article, had its document
   * (Ready) and when the page's load event had ended, ms before the click (negative: after);
   * when the shown page was activated, ms after the click; how the attempt ended
   */
  speculation: Array<{ started?: number; ready?: number; loaded?: number; activated?: number; outcome: string }>
  backs: number[]
  restored: number
  /** restored from the back/forward cache: ms from the history call to the page's pageshow event */
  pageshows: number[]
  forwards: number[]
  notUsed: string[]
  chain: Array<{ path: string; title: string }>
}

const firstTitle = (h1: string) => h1.split(' | ')[0]

/**
 * Moves the pointer off every link (to the first point of a grid over the viewport with nothing
 * clickable under it). Left where it was, it rests on whatever the next page — or the page
 * restored by back/forward — has under it, and a hover there starts a speculation that competes
 * with the hop or the history navigation being measured.
 */
async function park(tab: Tab) {
  const p = await tab.evaluate<{ x: number; y: number } | null>(`(() => {
    for (let y = 120; y < innerHeight - 20; y += 40) for (let x = 20; x < innerWidth - 20; x += 40) {
      const e = document.elementFromPoint(x, y)
      if (e && !e.closest('a, button, [role="button"], input, textarea, select, summary, label, [tabindex]')) return { x, y }
    }
    return null
  })()`)
  if (p) await tab.mouse('mouseMoved', p.x, p.y)
}

async function runSite(site: Site, onChain?: (tab: Tab, chain: Array<{ path: string; title: string }>) => Promise<void>): Promise<Run> {
  const b = await launch()
  try {
    const tab = await openTab(b)
    // the chain, walked once by full loads: every page and its resources in the HTTP cache
    const chain: Array<{ path: string; title: string }> = []
    let p = site.start
    for (let i = 0; i <= HOPS; i++) {
      const e = await tab.goto(site.url + p)
      chain.push({ path: p, title: firstTitle(e.h1!) })
      if (i === HOPS) break
      // the <h1> comes early in a long page's stream; its neighbours' links at the end
      const href = await tab.evaluate<string | null>(`new Promise((done) => {
        const look = () => (document.readyState === 'complete' ? done(document.querySelector(${JSON.stringify(site.next)})?.getAttribute('href') ?? null) : setTimeout(look, 20))
        look()
      })`)
      if (!href) throw new Error(`${site.name}: no next link on ${p}`)
      p = href
    }
    await onChain?.(tab, chain)
    // once more from the start, timed
    await tab.goto(site.url + chain[0].path, chain[0].title)
    const hops: number[] = []
    let prerendered = 0
    const speculation: Run['speculation'] = []
    for (let i = 1; i <= HOPS; i++) {
      await sleep(300) // the page settles (hydration, idle work) as it would while being read
      const box = await tab.evaluate<{ x: number; y: number } | null>(`new Promise((done) => {
        const until = Date.now() + 10000
        const look = () => {
          const a = [...document.querySelectorAll(${JSON.stringify(site.next)})].find((a) => a.getAttribute('href') === ${JSON.stringify(chain[i].path)})
          if (!a) return Date.now() < until ? setTimeout(look, 20) : done(null)
          a.scrollIntoView({ block: 'center', behavior: 'instant' })
          const r = a.getBoundingClientRect()
          done({ x: r.left + r.width / 2, y: r.top + r.height / 2 })
        }
        look()
      })`)
      if (!box) throw new Error(`${site.name}: no link to ${chain[i].path} on ${chain[i - 1].path}`)
      await sleep(100) // after scrolling, as a reader's eye finds the link
      await tab.mouse('mouseMoved', box.x, box.y)
      await sleep(DWELL_MS)
      const from = tab.events.length
      await tab.mouse('mousePressed', box.x, box.y)
      await tab.mouse('mouseReleased', box.x, box.y)
      const click = await tab.waitFor(from, (e) => e.k === 'click', 'the click')
      const paint = await tab.waitFor(from, (e) => e.k === 'paint' && e.h1!.includes(chain[i].title), `${chain[i].title} painted`)
      hops.push(paint.t - click.t)
      if (paint.prerendered) prerendered++
      await park(tab)
      await sleep(50) // the attempt's last status
      const a = tab.attempts.findLast((a) => new URL(a.url).pathname === chain[i].path)
      speculation.push({
        started: a?.pending === undefined ? undefined : click.t - a.pending,
        ready: a?.ready === undefined ? undefined : click.t - a.ready,
        loaded: paint.load === undefined || paint.act === undefined ? undefined : click.t - paint.load,
        activated: paint.act === undefined ? undefined : paint.act - click.t,
        outcome: a ? (a.failure ?? a.final ?? 'running') : 'none',
      })
    }
    // back and forward through the last pages
    const backs: number[] = []
    const forwards: number[] = []
    let restored = 0
    const pageshows: number[] = []
    const history = async (dir: 'back' | 'forward', target: { title: string }) => {
      await park(tab)
      await sleep(300)
      const from = tab.events.length
      const t0 = await tab.evaluate<number>(`(() => { const t = performance.timeOrigin + performance.now(); setTimeout(() => history.${dir}()); return t })()`)
      const e = await tab.waitFor(from, (e) => (e.k === 'paint' || e.k === 'restore') && e.h1!.includes(target.title), `${dir} to ${target.title}`)
      if (e.k === 'restore') {
        restored++
        if (e.shown) pageshows.push(e.shown - t0)
      }
      return e.t - t0
    }
    for (let i = 0; i < BACKS; i++) backs.push(await history('back', chain[HOPS - 1 - i]))
    for (let i = 0; i < BACKS; i++) forwards.push(await history('forward', chain[HOPS - BACKS + 1 + i]))
    return { site: site.name, hops, prerendered, speculation, backs, restored, pageshows, forwards, notUsed: tab.notUsed, chain }
  } finally {
    await b.close()
  }
}

/** Title and body markup of Leafpress's articles, for the bare app's pages. */
async function captureArticles(tab: Tab, base: string, chain: Array<{ path: string; title: string }>) {
  const out: Array<{ title: string; html: string }> = []
  for (const c of chain) {
    await tab.goto(base + c.path, c.title)
    const html = await tab.evaluate<string>(`(() => {
      const body = document.querySelector('.notion') ?? document.querySelector('article')
      return body ? body.outerHTML : ''
    })()`)
    out.push({ title: c.title, html })
  }
  return out
}

function ensureBareWith(articles: Array<{ title: string; html: string }>, rebuild: boolean) {
  const json = JSON.stringify(articles)
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 16)
  const marker = path.join(BARE_DIR, BARE_DIST, 'bench-nav-articles')
  const same = fs.existsSync(ARTICLES_JSON) && fs.readFileSync(ARTICLES_JSON, 'utf8') === json && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === hash
  fs.writeFileSync(ARTICLES_JSON, json)
  if (same && !rebuild) return ensureBareBuild()
  console.log('building the bare Next.js app with the navigation pages …')
  const r = ensureBareBuild({ rebuild: true })
  fs.writeFileSync(marker, hash)
  return r
}

const stats = (xs: number[]) => `${fmtMs(median(xs))} (p90 ${fmtMs(pct(xs, 90))}, min ${fmtMs(Math.min(...xs))})`

main(async () => {
  const ws = await workspace(30)
  const dist = argValue('dist')
  const label = argValue('label') ?? (NO_PRERENDER ? 'Leafpress, full loads' : 'Leafpress')
  if (!dist) build(ws, { rebuild: hasFlag('rebuild') })
  const leaf = await serve({ distDir: dist ?? '.next-bench-30', cwd: argValue('cwd'), firstPath: ws.paths.article, env: dist ? {} : {} })
  const runs: Run[] = []
  let articles: Array<{ title: string; html: string }> = []
  console.log(`${label}: ${HOPS} hops, dwell ${DWELL_MS} ms …`)
  // the second newest post: every article of the chain has both neighbours (heo shows the cards then)
  const start = sampleSite().posts[1].href
  const ours = await runSite({ name: label, url: leaf.url, start, next: '.heo-adjacent a:last-child' }, async (tab, chain) => {
    articles = await captureArticles(tab, leaf.url, chain)
  })
  runs.push(ours)
  await leaf.stop()
  if (!hasFlag('skip-bare')) {
    ensureBareWith(articles, hasFlag('rebuild'))
    const bare: Server = await serve({ distDir: BARE_DIST, cwd: BARE_DIR, firstPath: '/nav/0' })
    console.log('bare Next.js (client navigation) …')
    runs.push(await runSite({ name: 'bare Next.js, next/link', url: bare.url, start: '/nav/0', next: 'a[data-next]' }))
    await bare.stop()
  }

  for (const r of runs) {
    console.log(`\n${r.site}: hops ${r.hops.map((x) => Math.round(x)).join(' ')}; prerendered ${r.prerendered}/${r.hops.length}`)
    const when = (x?: number) => (x === undefined ? '–' : Math.round(x))
    console.log(`  prerender started/ready/loaded before the click, activated after it (ms), outcome: ${r.speculation.map((s) => `${when(s.started)}/${when(s.ready)}/${when(s.loaded)}/${when(s.activated)} ${s.outcome}`).join('; ')}`)
    console.log(`  back ${r.backs.map((x) => Math.round(x)).join(' ')} (restored ${r.restored}, pageshow after ${r.pageshows.map((x) => Math.round(x)).join(' ')}); forward ${r.forwards.map((x) => Math.round(x)).join(' ')}`)
    if (r.notUsed.length) console.log(`  back/forward cache not used: ${[...new Set(r.notUsed)].join('; ')}`)
  }
  const rows = runs.map((r) => {
    const started = r.speculation.flatMap((s) => (s.started === undefined ? [] : [s.started]))
    const loaded = r.speculation.filter((s) => s.loaded !== undefined && s.loaded >= 0).length
    const prerenderedHops = r.hops.filter((_, i) => r.speculation[i]?.activated !== undefined)
    return [
      r.site,
      stats(r.hops),
      `${r.prerendered}/${r.hops.length}`,
      started.length ? `${fmtMs(median(started))} (min ${fmtMs(Math.min(...started))})` : '—',
      started.length ? `${loaded}/${r.hops.length}` : '—',
      prerenderedHops.length ? stats(prerenderedHops) : '—',
      stats(r.backs),
      stats(r.forwards),
      `${r.restored}/${r.backs.length + r.forwards.length}`,
      r.notUsed.length ? [...new Set(r.notUsed)].join('; ') : '—',
    ]
  })
  const md = table(
    ['site', `article → article, ms (median of ${HOPS})`, 'hops prerendered', 'prerender started before the click, ms (median)', 'prerender loaded at the click', 'prerendered hops only, ms', 'back, ms', 'forward, ms', 'from bfcache', 'bfcache not used because'],
    rows,
  )
  console.log(`\n${md}`)
  if (!hasFlag('no-write')) {
    writeSection(
      `navigation${label === 'Leafpress' ? '' : `-${label.replace(/\W+/g, '-').toLowerCase()}`}`,
      `Navigation: article → article${label === 'Leafpress' ? '' : ` (${label})`}`,
      [
        `Chromium ${chromiumVersion()}, headless (\`--headless=new\`), the e2e tests' flags, driven over CDP through the tab's *tab* target (a session on the page target itself makes Chromium refuse every prerender: \`PrerenderingDisabledByDevTools\`), not playwright (it turns the back/forward cache off). A hop counts as prerendered when the page shown has \`activationStart\` > 0; "loaded at the click": the prerendered page's load event had ended before the click. Warm cache: the chain of ${HOPS + 1} articles (heo's "next" card; the bare app's next/link) walked once by full loads, then again from the first, each hop timed: pointer on the link, ${DWELL_MS} ms rest, press and release, then the pointer parked off every link; from the click event's timestamp to the first frame after the next article's <h1> is in the shown (not prerendering) document, plus one task. Back/forward: ${BACKS} each, from \`history.back()\`/\`forward()\` to the same frame (for a page from the back/forward cache: the first frame after \`pageshow\`). The bare app (bench/bare-next/app/nav/) renders the same article markup (title and body HTML of the same ${HOPS + 1} sample articles) without Leafpress's chrome or CSS.`,
        '',
        md,
      ].join('\n'),
    )
  }
})

function chromiumVersion(): string {
  try {
    return require('node:child_process').execSync('/usr/bin/chromium --version', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().replace(/^Chromium /, '').replace(/ built on .*/, '')
  } catch {
    return '?'
  }
}
