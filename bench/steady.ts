// Steady state (issue #40, part 2): what a warm site of N posts costs under real traffic, over
// several freshness windows, and what one edit costs. One server of the site (scripts/serve.mjs)
// reading the local Notion-compatible server (tests/support/notion-server.ts) that serves the
// synthetic workspace of N posts, so an edit goes the way an editor's does:
//   node_modules/.bin/tsx bench/steady.ts [--posts 3000] [--duration 90] [--edit-seconds 30] [--connections 50]
//     [--window 30] [--warm-connections 4] [--edit <slug>] [--webhook] [--no-title] [--notion-rate 50] [--notion-latency 0]
//     [--rebuild | --reuse] [--label "before (time window)"] [--section steady]
//
// - build: `next build` of the site from the workspace's snapshot (bench/lib.ts `build`, into
//   `.next-bench-<N>`: reused when made from the sources checked out now, `--rebuild` forces a
//   clean one, `--reuse` takes whatever build is there). Its page cache on disk is emptied first.
// - source: the workspace served as Notion's API (NOTION_PAGE_ID + NOTION_API_BASE_URL; Notion's
//   default rate of 3 requests/s would make the warm-up of 3,000 articles take 17 minutes:
//   NOTION_RATE_LIMIT=50, as the e2e tests). REVALIDATE_SECONDS = `--window` (default 30, the
//   shipped value): the store reads the database again each window, pages are cached by it.
// - URLs: every address a reader or crawler reaches in one theme and language (no cookie,
//   Accept-Language zh-CN, gzip): the sitemap's (home, archive, category and tag indexes,
//   search, every post and page, every category and tag), the list pages after the first (home,
//   each category, each tag, the archive: counts from the site model, lib/site), the feeds
//   (/feed, /atom.xml, /feed.json), /sitemap.xml and /robots.txt; in one shuffled order (seeded).
// - warm-up: every URL read once through `--warm-connections` connections (fetch).
// - steady: `--connections` autocannon connections read the URLs in rotation (one shared counter)
//   for `--duration` s (≥ 3 windows). Each answer is counted by its `x-nextjs-cache` header: HIT;
//   STALE (served old, a render starts in the background); MISS (rendered for this request);
//   none (a dynamic answer: rendered every time, e.g. the feeds). Renders = STALE + MISS answers
//   (and the distinct URLs they name), per window and overall; hit share = HIT ÷ answers. Latency
//   p50/p99 from autocannon (by cache state from our own timing). CPU = user + system time of the
//   server's process tree (/proc) over the phase ÷ answers; RSS of that tree sampled every second
//   (median, max).
// - edits: `--edit <slug>`, else the open post in the middle of the list (the newest posts are in
//   every page's "latest posts": every page shows them, see `--edit post-<N>`). Its body
//   (first paragraph), then its title, changed in the Notion server with a new last-edited time,
//   as Notion records an edit; with `--webhook` a signed webhook event follows at once. "Live
//   after": polling the article every 250 ms until it serves the new text. Then the same rotation
//   for `--edit-seconds` (≥ 1 window): its renders, compared with the pages that show the post
//   (URLs whose warm-up HTML links to it, the article itself included), and afterwards how many
//   of those pages show the new text.
// Targets (issue #40): with nothing edited, renders after warm-up ≈ 0 and ≥ 95 % HIT; after one
// edit, renders ≈ the pages that show the post; RSS ≤ 300 MB at N=3,000 under 50 connections.
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { startNotionServer, universeFromSnapshot, editFirstParagraph, setRowProperty, type NotionServer } from '../tests/support/notion-server'
import { notionEvent, sendNotionEvent } from '../tests/support/notion-webhook-sender'
import { siteOf } from '../tests/support/sample'
import { ARCHIVE_PAGE_SIZE, pageCount } from '../lib/site/pagination'
import { prng } from '../lib/workspace/builder-art'
import blogConfig from '../blog.config'
import { argValue, build, builtFrom, cpuTree, distDirFor, fmtMs, hasFlag, main, mark, MB, median, pct, postsArg, printTable, ROOT, rssTree, serve, table, workspace, writeJson, writeSection, type BuildInfo, type Server } from './lib'

const HEADERS = { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN' }
const WINDOW = Number(argValue('window') ?? 30)
const DURATION = Number(argValue('duration') ?? 3 * WINDOW)
const EDIT_SECONDS = Number(argValue('edit-seconds') ?? WINDOW)
const CONNECTIONS = Number(argValue('connections') ?? 50)
const WARM_CONNECTIONS = Number(argValue('warm-connections') ?? 4)
const NOTION_RATE = argValue('notion-rate') ?? '50'
const NOTION_LATENCY = Number(argValue('notion-latency') ?? 0)
const WEBHOOK = hasFlag('webhook')
const TITLE_EDIT = !hasFlag('no-title')
const LABEL = argValue('label') ?? ''
const TOKEN = 'secret_benchSteadyVerificationToken012345'
/** a request unanswered this long counts as timed out (autocannon's timeout) */
const TIMEOUT_S = 30
/** how long an edit may take to show before the bench gives up on it */
const LIVE_TIMEOUT_MS = (3 * WINDOW + 30) * 1000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const escHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

if (DURATION < 3 * WINDOW) console.warn(`--duration ${DURATION} is under 3 windows of ${WINDOW} s: the steady state is not measured`)

type Cache = 'HIT' | 'STALE' | 'MISS' | 'none'
interface Answer {
  /** ms since the phase started */
  t: number
  url: number
  status: number
  cache: Cache
  ms: number
}

interface Counts {
  seconds: number
  answers: number
  rps: number
  HIT: number
  STALE: number
  MISS: number
  none: number
  non200: number
  /** failed requests (timeouts included), their kinds, and the URLs that timed out: for a whole run only */
  errors: number
  timeouts: number
  errorKinds: Record<string, number>
  timedOut: string[]
  hitShare: number
  renders: number
  renderedUrls: string[]
  noneUrls: string[]
  p50: number
  p99: number
  /** p50 by cache state (our own timing: setupRequest → onResponse) */
  p50By: Partial<Record<Cache, number>>
  cpuMsPerAnswer: number
  rssMedian: number
  rssMax: number
}

interface Edit {
  kind: 'body' | 'title'
  text: string
  liveMs: number
  window: Counts
  showing: string[]
  renderedShowing: number
  renderedNotShowing: string[]
  showingNotRendered: string[]
  /** of the pages showing the post, how many show the new text after the window */
  showingNewText: number
  /** those pages */
  newTextOn: string[]
  /** every URL (of all) whose HTML has the new text after the window, among those checked */
  checked: number
}

/** The server tree's CPU time and RSS, every second, with the time taken. */
function sampler(pid: number) {
  const xs: Array<{ t: number; cpu: number; rss: number }> = []
  const take = () => xs.push({ t: performance.now(), cpu: cpuTree(pid), rss: rssTree(pid) })
  take()
  const timer = setInterval(take, 1000)
  return {
    stop: () => (clearInterval(timer), take(), xs),
  }
}

/** Reads the same URLs in rotation through autocannon; every answer with its cache state. */
async function rotation(s: Server, urls: string[], seconds: number, start = 0) {
  let k = start
  let seq = 0
  const answers: Answer[] = []
  /** requests sent and not answered yet, by sequence number: what is left at the end timed out or was cut off */
  const pending = new Map<number, { url: number; t: number }>()
  const errorKinds: Record<string, number> = {}
  const samples = sampler(s.pid)
  const t0 = performance.now()
  const job = autocannon({
    url: s.url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_S,
    headers: HEADERS,
    requests: [
      {
        setupRequest: (req, ctx) => {
          const i = k++ % urls.length
          ctx.i = i
          ctx.t = performance.now()
          ctx.seq = ++seq
          pending.set(seq, { url: i, t: ctx.t as number })
          return { ...req, path: urls[i] }
        },
        onResponse: (status, _body, ctx, headers) => {
          const at = performance.now()
          pending.delete(ctx.seq as number)
          answers.push({ t: at - t0, url: ctx.i as number, status, cache: cacheOf(headers), ms: at - (ctx.t as number) })
        },
      },
    ],
  })
  job.on('reqError', (e) => void (errorKinds[e.code ?? e.message] = (errorKinds[e.code ?? e.message] ?? 0) + 1))
  const r = await job
  const xs = samples.stop()
  const end = performance.now()
  // unanswered for longer than the timeout: the URLs that timed out (others were cut off by the end)
  const timedOut = [...pending.values()].filter((p) => end - p.t > TIMEOUT_S * 1000).map((p) => urls[p.url])
  // autocannon counts a timeout among its errors too
  return { answers, samples: xs, t0, seconds, errors: r.errors, timeouts: r.timeouts, errorKinds, timedOut, p50: r.latency.p50, p99: r.latency.p99, next: k }
}

function cacheOf(headers: Record<string, string | string[]>): Cache {
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() !== 'x-nextjs-cache') continue
    const x = String(Array.isArray(v) ? v[0] : v).toUpperCase()
    return x === 'HIT' || x === 'STALE' || x === 'MISS' ? x : 'none'
  }
  return 'none'
}

type Run = Awaited<ReturnType<typeof rotation>>

/**
 * Counts of the answers of [from, to) ms of a rotation, with CPU and RSS of that span; `whole`:
 * the span is the whole run (its errors, and latency from autocannon's histogram).
 */
function counts(run: Run, urls: string[], from = 0, to = Infinity, whole = false): Counts {
  const xs = run.answers.filter((a) => a.t >= from && a.t < to)
  const end = Math.min(to, run.seconds * 1000, run.answers.reduce((m, a) => Math.max(m, a.t), 0))
  const seconds = (end - from) / 1000
  const by = (c: Cache) => xs.filter((a) => a.cache === c)
  const rendered = new Set(xs.filter((a) => a.cache === 'STALE' || a.cache === 'MISS').map((a) => urls[a.url]))
  const none = new Set(by('none').map((a) => urls[a.url]))
  // the samples (one a second) from the last one at or before the span to the first at or after its end
  const at = (x: { t: number }) => x.t - run.t0
  const i0 = Math.max(0, run.samples.findLastIndex((x) => at(x) <= from))
  const j = run.samples.findIndex((x) => at(x) >= end)
  const inSpan = run.samples.slice(i0, j < 0 ? undefined : j + 1)
  const first = inSpan[0]
  const last = inSpan[inSpan.length - 1]
  const p50By: Partial<Record<Cache, number>> = {}
  for (const c of ['HIT', 'STALE', 'MISS', 'none'] as Cache[]) if (by(c).length) p50By[c] = median(by(c).map((a) => a.ms))
  const ms = xs.map((a) => a.ms)
  return {
    seconds,
    answers: xs.length,
    rps: xs.length / Math.max(seconds, 1e-3),
    HIT: by('HIT').length,
    STALE: by('STALE').length,
    MISS: by('MISS').length,
    none: by('none').length,
    non200: xs.filter((a) => a.status !== 200).length,
    errors: whole ? run.errors : 0,
    timeouts: whole ? run.timeouts : 0,
    errorKinds: whole ? run.errorKinds : {},
    timedOut: whole ? run.timedOut : [],
    hitShare: by('HIT').length / Math.max(1, xs.length),
    renders: by('STALE').length + by('MISS').length,
    renderedUrls: [...rendered],
    noneUrls: [...none],
    p50: whole && Number.isFinite(run.p50) ? run.p50 : pct(ms, 50),
    p99: whole && Number.isFinite(run.p99) ? run.p99 : pct(ms, 99),
    p50By,
    cpuMsPerAnswer: first && last ? (last.cpu - first.cpu) / Math.max(1, xs.length) : NaN,
    rssMedian: median(inSpan.map((x) => x.rss)),
    rssMax: Math.max(...inSpan.map((x) => x.rss)),
  }
}

async function get(url: string) {
  const t0 = performance.now()
  const r = await fetch(url, { headers: HEADERS })
  const body = await r.text()
  return { status: r.status, cache: (r.headers.get('x-nextjs-cache') ?? 'none').toUpperCase(), body, ms: performance.now() - t0 }
}

/** Runs `fn` over `items`, `n` at a time. */
async function pool<T>(items: T[], n: number, fn: (x: T, i: number) => Promise<void>) {
  let next = 0
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++
      await fn(items[i], i)
    }
  }))
}

/** Every URL a reader or crawler of one variant reaches: the sitemap's, the list pages after the first, feeds. */
async function siteUrls(s: Server, dir: string) {
  const sitemap = await get(`${s.url}/sitemap.xml`)
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml: ${sitemap.status}`)
  const fromSitemap = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1].replace(/&amp;/g, '&'))
    return u.pathname + u.search
  })
  const site = siteOf(dir)
  const per = blogConfig.POSTS_PER_PAGE
  const pages = (root: string, total: number, size: number) => Array.from({ length: pageCount(total, size) - 1 }, (_, i) => `${root === '/' ? '' : root}/page/${i + 2}`)
  const lists = [
    ...pages('/', site.posts.length, per),
    ...site.categories.flatMap((c) => pages(`/category/${encodeURIComponent(c.name)}`, c.count, per)),
    ...site.tags.flatMap((t) => pages(`/tag/${encodeURIComponent(t.name)}`, t.count, per)),
    ...pages('/archive', site.posts.length, ARCHIVE_PAGE_SIZE),
  ]
  const other = ['/feed', '/atom.xml', '/feed.json', '/sitemap.xml', '/robots.txt']
  const all = [...new Set([...fromSitemap, ...lists, ...other])]
  // one order for every phase, kinds mixed (seeded: the same at every run)
  const rnd = prng('bench/steady')
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    ;[all[i], all[j]] = [all[j], all[i]]
  }
  const articles = fromSitemap.filter((p) => site.posts.some((x) => x.href === decodeURIComponent(p)))
  return { urls: all, site, kinds: { sitemap: fromSitemap.length, articles: articles.length, lists: lists.length, other: other.length, total: all.length } }
}

main(async () => {
  const tRun = performance.now()
  const [n] = postsArg([3000])
  const ws = await workspace(n)
  if (!ws.dir) throw new Error(`--posts ${n}: the steady bench needs a synthetic workspace (not the sample, N=${n})`)
  const b = buildOrReuse(ws)
  fs.rmSync(path.join(ROOT, b.distDir, 'server', 'route-cache'), { recursive: true, force: true })
  const manifest = JSON.parse(fs.readFileSync(path.join(ws.dir!, 'snapshot.json'), 'utf8')) as { rootPageId: string }
  const t00 = performance.now()
  const notion: NotionServer = await startNotionServer(universeFromSnapshot(ws.dir!), { latencyMs: NOTION_LATENCY })
  console.log(`local Notion server with ${n} posts on ${notion.url} (${Math.round(performance.now() - t00)} ms)`)
  let s: Server | undefined
  try {
    s = await serve({
      distDir: b.distDir,
      env: {
        NOTION_PAGE_ID: manifest.rootPageId.replace(/-/g, ''),
        NOTION_API_BASE_URL: notion.apiBaseUrl,
        NOTION_RATE_LIMIT: NOTION_RATE,
        REVALIDATE_SECONDS: String(WINDOW),
        ...(WEBHOOK ? { NOTION_WEBHOOK_SECRET: TOKEN } : {}),
      },
    })
    console.log(`${ws.label}: server up in ${(s.startupMs / 1000).toFixed(1)} s (first home ${fmtMs(s.firstRequestMs)} ms)`)
    const rssIdle = rssTree(s.pid)
    const { urls, site, kinds } = await siteUrls(s, ws.dir!)
    console.log(`${kinds.total} URLs: ${kinds.sitemap} in the sitemap (${kinds.articles} articles), ${kinds.lists} more list pages, ${kinds.other} feeds and files`)

    // the post edited later, and the pages that show it (their warm-up HTML links to it)
    const post = editedPost(site.posts)
    const linksTo = new RegExp(`${escapeRe(encodeURI(post.href))}(?=["'<?#])`)
    const showing: string[] = []

    // warm-up: every URL once
    console.log(`warm-up: ${urls.length} URLs through ${WARM_CONNECTIONS} connections …`)
    const warmSamples = sampler(s.pid)
    const w0 = performance.now()
    const warmAnswers: Answer[] = []
    await pool(urls, WARM_CONNECTIONS, async (u, i) => {
      const r = await get(s!.url + u)
      warmAnswers.push({ t: performance.now() - w0, url: i, status: r.status, cache: (['HIT', 'STALE', 'MISS'].includes(r.cache) ? r.cache : 'none') as Cache, ms: r.ms })
      if (linksTo.test(r.body)) showing.push(u)
      if (warmAnswers.length % 500 === 0) console.log(`  ${warmAnswers.length} of ${urls.length} (${((performance.now() - w0) / 1000).toFixed(0)} s)`)
    })
    const warmRun: Run = { answers: warmAnswers, samples: warmSamples.stop(), t0: w0, seconds: (performance.now() - w0) / 1000, errors: 0, timeouts: 0, errorKinds: {}, timedOut: [], p50: NaN, p99: NaN, next: 0 }
    const warm = counts(warmRun, urls)
    const failed = warmAnswers.filter((a) => a.status !== 200).map((a) => `${urls[a.url]} ${a.status}`)
    console.log(`warm-up: ${warm.seconds.toFixed(0)} s, ${warm.MISS} MISS, ${warm.HIT} HIT, ${warm.STALE} STALE, ${warm.none} uncached, ${failed.length} not 200${failed.length ? `: ${failed.slice(0, 5).join(', ')}` : ''}; ${fmtMs(warm.cpuMsPerAnswer)} ms CPU each; RSS max ${MB(warm.rssMax)} MB`)
    console.log(`${showing.length} pages show ${post.href} (“${post.title}”)`)

    // the steady state
    console.log(`steady: ${DURATION} s, ${CONNECTIONS} connections, the ${urls.length} URLs in rotation …`)
    const steadyRun = await rotation(s, urls, DURATION)
    const steady = counts(steadyRun, urls, 0, Infinity, true)
    const windows: Counts[] = []
    // the last window takes the answers that arrived after the end too
    for (let from = 0; from < DURATION * 1000 - 1; from += WINDOW * 1000) windows.push(counts(steadyRun, urls, from, from + WINDOW * 1000 >= DURATION * 1000 ? Infinity : from + WINDOW * 1000))
    console.log(`steady: ${steady.answers} answers (${steady.rps.toFixed(0)}/s): ${steady.HIT} HIT, ${steady.STALE} STALE, ${steady.MISS} MISS, ${steady.none} uncached, ${steady.non200} not 200; hit share ${(steady.hitShare * 100).toFixed(1)} %; ${fmtMs(steady.cpuMsPerAnswer)} ms CPU each; RSS median ${MB(steady.rssMedian)}, max ${MB(steady.rssMax)} MB`)
    for (const [i, c] of windows.entries()) console.log(`  window ${i + 1}: ${c.answers} answers, ${c.HIT} HIT, ${c.STALE} STALE, ${c.MISS} MISS, renders of ${c.renderedUrls.length} URLs`)
    let k = steadyRun.next

    // edits
    const edits: Edit[] = []
    const editOnce = async (kind: Edit['kind']) => {
      const stamp = Date.now()
      const text = kind === 'body' ? `Steady bench edit of the body at ${stamp}` : `${post.title} (edited ${stamp})`
      if (kind === 'body') editFirstParagraph(notion.universe, post.id, text, true)
      else setRowProperty(notion.universe, post.id, 'title', [[text]], true)
      const t0 = performance.now()
      if (WEBHOOK) {
        const r = await sendNotionEvent(`${s!.url}/api/notion-webhook`, notionEvent({ type: kind === 'body' ? 'page.content_updated' : 'page.properties_updated', entityId: post.id }), TOKEN)
        if (r.status !== 200) console.warn(`webhook: ${r.status} ${await r.text()}`)
      }
      const shown = escHtml(text)
      let liveMs = NaN
      while (performance.now() - t0 < LIVE_TIMEOUT_MS) {
        if ((await get(s!.url + encodeURI(post.href))).body.includes(shown)) {
          liveMs = performance.now() - t0
          break
        }
        await sleep(250)
      }
      console.log(`${kind} edit of ${post.href}: live after ${Number.isFinite(liveMs) ? `${(liveMs / 1000).toFixed(1)} s` : `more than ${LIVE_TIMEOUT_MS / 1000} s`}; rotation for ${EDIT_SECONDS} s …`)
      const run = await rotation(s!, urls, EDIT_SECONDS, k)
      k = run.next
      const window = counts(run, urls, 0, Infinity, true)
      const rendered = new Set(window.renderedUrls)
      const show = new Set(showing)
      // afterwards: which of the pages that showed the post show the new text
      const newTextOn: string[] = []
      await pool(showing, WARM_CONNECTIONS, async (u) => {
        if ((await get(s!.url + u)).body.includes(shown)) newTextOn.push(u)
      })
      const showingNewText = newTextOn.length
      const edit: Edit = {
        kind,
        text,
        liveMs,
        window,
        showing,
        renderedShowing: [...rendered].filter((u) => show.has(u)).length,
        renderedNotShowing: [...rendered].filter((u) => !show.has(u)),
        showingNotRendered: showing.filter((u) => !rendered.has(u)),
        showingNewText,
        newTextOn,
        checked: showing.length,
      }
      console.log(`  ${window.answers} answers: ${window.STALE} STALE, ${window.MISS} MISS (${rendered.size} URLs: ${edit.renderedShowing} showing the post, ${edit.renderedNotShowing.length} not); ${showingNewText} of ${showing.length} pages showing the post have the new text`)
      edits.push(edit)
    }
    await editOnce('body')
    if (TITLE_EDIT) await editOnce('title')

    const logs = s.logs()
    const errorLines = logs.split('\n').filter((l) => /error|failed|⨯/i.test(l))
    const result = { runSeconds: (performance.now() - tRun) / 1000, n, label: LABEL, built: builtFrom(b), buildMs: b.ms, buildReused: b.reused, startupMs: s.startupMs, rssIdle, kinds, post: { href: post.href, title: post.title }, warm, failed, steady, windows, edits, errorLines: errorLines.slice(0, 50), errorCount: errorLines.length }
    writeJson(`steady-${n}.json`, result)
    report(result)
  } finally {
    await s?.stop()
    await notion.close()
  }
})

/**
 * The post edited: `--edit <slug>`, else the open post in the middle of the list (an older post:
 * the newest ones are in every page's "latest posts", so every page shows them). Not one with
 * the kitchen-sink body (gen-workspace: every 50th), whose first block is no paragraph.
 */
function editedPost(posts: ReturnType<typeof siteOf>['posts']) {
  const slug = argValue('edit')
  if (slug) {
    const p = posts.find((x) => x.slug === slug)
    if (!p) throw new Error(`--edit ${slug}: no such post`)
    return p
  }
  const plain = (slug: string) => /^post-\d+$/.test(slug) && (Number(slug.slice(5)) - 1) % 50 !== 0
  const open = posts.filter((p) => !p.locked && p.type === 'Post' && plain(p.slug))
  return open[Math.floor(open.length / 2)]
}

/** The command as typed, arguments with spaces quoted (`--label "before (time window)"`). */
const commandLine = () => ['node_modules/.bin/tsx', 'bench/steady.ts', ...process.argv.slice(2).map((a) => (/[\s()"'$]/.test(a) ? JSON.stringify(a) : a))].join(' ')

function buildOrReuse(ws: Awaited<ReturnType<typeof workspace>>): BuildInfo {
  const distDir = distDirFor(ws.posts)
  const info = path.join(ROOT, distDir, 'bench-build.json')
  if (hasFlag('reuse') && fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID')) && fs.existsSync(info)) {
    return { ...(JSON.parse(fs.readFileSync(info, 'utf8')) as BuildInfo), reused: true }
  }
  return build(ws, { rebuild: hasFlag('rebuild') })
}

type Result = {
  /** the whole run, build included */
  runSeconds: number
  n: number
  label: string
  built: string
  buildMs: number
  buildReused: boolean
  startupMs: number
  rssIdle: number
  kinds: { sitemap: number; articles: number; lists: number; other: number; total: number }
  post: { href: string; title: string }
  warm: Counts
  failed: string[]
  steady: Counts
  windows: Counts[]
  edits: Edit[]
  errorCount: number
  errorLines: string[]
}

function report(r: Result) {
  const share = (x: number) => `${(x * 100).toFixed(1)} %`
  const row = (phase: string, c: Counts, conns: number) => [
    phase,
    conns,
    c.seconds.toFixed(0),
    c.answers,
    c.rps.toFixed(0),
    c.HIT,
    c.STALE,
    c.MISS,
    c.none,
    c.non200 + (c.errors ? ` (+${c.errors} failed${c.timeouts ? `, ${c.timeouts} of them timed out` : ''})` : ''),
    `**${share(c.hitShare)}**`,
    `${c.renders} (${c.renderedUrls.length} URLs)`,
    `${fmtMs(c.p50)} / ${fmtMs(c.p99)}`,
    (['HIT', 'STALE', 'MISS'] as Cache[]).map((x) => (c.p50By[x] === undefined ? '–' : fmtMs(c.p50By[x]!))).join(' / '),
    fmtMs(c.cpuMsPerAnswer),
    `${MB(c.rssMedian)} / ${MB(c.rssMax)}`,
  ]
  const phases = table(
    ['phase', 'conn.', 's', 'answers', 'req/s', 'HIT', 'STALE', 'MISS', 'uncached', 'not 200', 'hit share', 'renders: STALE + MISS (URLs)', 'latency p50 / p99 ms', 'p50 ms HIT / STALE / MISS', 'CPU ms / answer', 'RSS MB median / max'],
    [
      row('warm-up (each URL once)', r.warm, WARM_CONNECTIONS),
      row(`**steady, ${r.windows.length} windows**`, r.steady, CONNECTIONS),
      ...r.windows.map((c, i) => row(`steady, window ${i + 1} (${i * WINDOW}–${(i + 1) * WINDOW} s)`, c, CONNECTIONS)),
      ...r.edits.map((e) => row(`after the ${e.kind} edit`, e.window, CONNECTIONS)),
    ],
  )
  const edits = table(
    ['edit', 'live after s', 'renders in the window: STALE + MISS answers (URLs)', 'pages showing the post', 'rendered, showing the post', 'rendered, not showing it', 'showing it, not rendered', 'showing the new text afterwards'],
    r.edits.map((e) => [
      `${e.kind} of ${r.post.href}${WEBHOOK ? ' + webhook' : ''}`,
      Number.isFinite(e.liveMs) ? (e.liveMs / 1000).toFixed(1) : `> ${LIVE_TIMEOUT_MS / 1000}`,
      `${e.window.renders} (${e.window.renderedUrls.length})`,
      e.showing.length,
      e.renderedShowing,
      e.renderedNotShowing.length,
      e.showingNotRendered.length,
      `${e.showingNewText} of ${e.checked}`,
    ]),
  )
  const hitOk = r.steady.hitShare >= 0.95
  // renders ≈ 0: at most 1 % of the URLs rendered in the whole steady phase
  const rendersOk = r.steady.renderedUrls.length <= 0.01 * r.kinds.total
  const targets: Array<Array<string | number>> = [
    ['steady, nothing edited: hit share', '≥ 95 %', share(r.steady.hitShare), mark(hitOk)],
    ['steady, nothing edited: renders after warm-up ≈ 0', `≤ ${Math.floor(0.01 * r.kinds.total)} URLs (1 %)`, `${r.steady.renders} answers, ${r.steady.renderedUrls.length} URLs`, mark(rendersOk)],
    [`RSS under ${CONNECTIONS} connections (N=${r.n})`, r.n === 3000 ? '≤ 300 MB' : '–', `max ${MB(r.steady.rssMax)} MB, median ${MB(r.steady.rssMedian)} MB`, r.n === 3000 ? mark(r.steady.rssMax <= 300 * 2 ** 20) : '–'],
    ...r.edits.map((e) => {
      const extra = e.renderedNotShowing.length
      const ok = extra <= Math.max(5, 0.1 * e.showing.length) && (e.kind === 'body' || e.showingNewText === e.checked)
      return [`${e.kind} edit: renders ≈ the pages showing the post`, `≤ ${Math.max(5, Math.floor(0.1 * e.showing.length))} URLs rendered that do not show it${e.kind === 'title' ? '; all showing the new title' : ''}`, `${extra} more than the ${e.showing.length}${e.kind === 'title' ? `; ${e.showingNewText} of ${e.checked} show the new title` : ''}`, mark(ok)]
    }),
  ]
  const tmd = table(['target', 'value', 'measured', 'status'], targets)
  const title = `Steady state: N=${r.n} under ${CONNECTIONS} connections, every URL in rotation${r.label ? ` — ${r.label}` : ''}`
  printTable(title, phases)
  printTable('Edits', edits)
  printTable('Targets', tmd)
  const list = (xs: string[], max = 12) => (xs.length ? `${xs.slice(0, max).map((x) => `\`${decodeURIComponent(x)}\``).join(', ')}${xs.length > max ? ` … (${xs.length - max} more)` : ''}` : 'none')
  writeSection(
    argValue('section') ?? 'steady',
    title,
    `${phases}

${edits}

${tmd}

${r.label ? `**${r.label}.** ` : ''}Build: ${r.built}${r.buildReused ? ' (reused)' : ''}. One server (scripts/serve.mjs) reading the local
Notion-compatible server that serves the synthetic workspace of ${r.n} posts (NOTION_RATE_LIMIT=${NOTION_RATE}, REVALIDATE_SECONDS=${WINDOW}${NOTION_LATENCY ? `, Notion latency ${NOTION_LATENCY} ms` : ''}${WEBHOOK ? ', webhook secret set' : ''});
start-up ${(r.startupMs / 1000).toFixed(1)} s, RSS ${MB(r.rssIdle)} MB after it. ${r.kinds.total} URLs, one theme and language (no cookie, Accept-Language zh-CN, gzip):
${r.kinds.sitemap} from the sitemap (${r.kinds.articles} articles), ${r.kinds.lists} list pages after the first (home, categories, tags, archive), ${r.kinds.other} feeds and files;
shuffled once (seeded), then read in rotation. Warm-up: each URL once through ${WARM_CONNECTIONS} connections${r.failed.length ? ` (${r.failed.length} not 200: ${r.failed.slice(0, 5).join(', ')})` : ''}. Steady: ${DURATION} s through
${CONNECTIONS} autocannon connections right after, counted per ${WINDOW} s window by \`x-nextjs-cache\` (STALE: served old while a
render runs in the background; MISS: rendered for the request; uncached: no header, rendered every time —
${list(r.steady.noneUrls, 6)}). Renders = STALE + MISS answers. CPU = user + system time of the server's process tree (/proc)
÷ answers; RSS of that tree sampled every second. Latency p50/p99 from autocannon; by cache state from the bench's own timing.
Edits: ${r.post.href} (“${r.post.title}”${argValue('edit') ? '' : ', the open post in the middle of the list'}), its first paragraph${TITLE_EDIT ? ' and then its title' : ''} changed in the Notion server with a new
last-edited time${WEBHOOK ? ', a signed webhook event sent at once' : ' (no webhook: the server sees it at its next read of the database)'}; "live after" = polling the article every 250 ms
until it serves the new text; then ${EDIT_SECONDS} s of the same rotation. Pages showing the post = URLs whose warm-up HTML links
to it (the article included): ${list(r.edits[0]?.showing ?? [], 20)}.
${r.edits.map((e) => `After the ${e.kind} edit (read once after the window): the new text on ${list(e.newTextOn, 8)}; rendered but not showing the post: ${list(e.renderedNotShowing, 8)}.`).join('\n')}
${[r.steady, ...r.edits.map((e) => e.window)].some((c) => c.errors) ? `Failed requests (steady, then after each edit): ${[r.steady, ...r.edits.map((e) => e.window)].map((c) => `${c.errors} (${Object.entries(c.errorKinds).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}; timed out after ${TIMEOUT_S} s: ${list(c.timedOut, 6)})`).join('; ')}.\n` : ''}This run took ${(r.runSeconds / 60).toFixed(1)} min (build ${r.buildReused ? 'reused' : `${(r.buildMs / 1000).toFixed(0)} s`}, warm-up ${r.warm.seconds.toFixed(0)} s). Server log lines with "error"/"failed": ${r.errorCount}${r.errorCount ? ` (first: \`${r.errorLines[0].slice(0, 160)}\`)` : ''}. The load generator and the
Notion server run in the bench's process on the same 2 cores: req/s and latency move with them and with other load;
the counts of cache answers and CPU ms per answer are the comparable numbers. Details: bench/out/steady-${r.n}.json.`,
    commandLine(),
  )
}
