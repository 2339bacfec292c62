// npm run check:vercel — the site as Vercel's functions serve it (issue #39).
//
// 1. `vercel build` (the repository's own dev dependency, no account: a hand-written
//    .vercel/project.json) in a temporary copy of the project, with no settings: the Build Output
//    API folder a deployment uploads.
// 2. Each function materialized from its `.vc-config.json` (only the files the build traced),
//    run in a process of its own (scripts/vercel/instances.mjs): its folder read-only, its own
//    /tmp, no system fonts, the repository out of sight; warm instances are reused, a request
//    can ask for a cold one.
// 3. A router that follows config.json's routes (scripts/vercel/router.mjs): the proxy function
//    with its matcher, static files, rewrites, the 404 outputs.
// 4. Checks against the embedded sample, printed as a table; exit 1 on any failure.
//
// Options: --keep (leave the temporary folder), --output <dir> (reuse a built project copy:
// the folder holding .vercel/output), --verbose (function logs).
// The webhook check runs the same build as a deployment configured for live Notion would
// (NOTION_PAGE_ID, NOTION_WEBHOOK_SECRET: environment variables are read at run time) against a
// local Notion server (tests/support/notion-server.ts: run with tsx).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { canSandbox, Instances, materialize } from './vercel/instances.mjs'
import { Router } from './vercel/router.mjs'
import { editFirstParagraph, startNotionServer, universeFromSnapshot } from '../tests/support/notion-server.ts'
import { notionEvent, sendNotionEvent } from '../tests/support/notion-webhook-sender.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const verbose = flag('--verbose')
const t0 = Date.now()
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`
const log = (s) => console.log(`[check:vercel ${secs(Date.now() - t0)}] ${s}`)

// Nothing of the developer's environment reaches the build or the functions: no settings.
const BASE_ENV = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  VERCEL_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
}

/** A copy of the project to build in: its files, and node_modules hard-linked (Turbopack refuses a symlink). */
function copyProject(into) {
  const skip = new Set(['node_modules', '.git', '.vercel', 'bench/out', 'tmp', '.leafpress'])
  fs.cpSync(ROOT, into, {
    recursive: true,
    filter: (src) => {
      const rel = path.relative(ROOT, src)
      return !skip.has(rel) && !/^\.next/.test(rel) && !rel.endsWith('.tsbuildinfo')
    },
  })
  const r = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(into, 'node_modules')], { stdio: 'inherit' })
  if (r.status !== 0) fs.cpSync(path.join(ROOT, 'node_modules'), path.join(into, 'node_modules'), { recursive: true, verbatimSymlinks: true })
}

/** `vercel build` in `dir`, as a deployment runs it (install skipped: the copy has the dependencies). */
function vercelBuild(dir, env) {
  fs.mkdirSync(path.join(dir, '.vercel'), { recursive: true })
  // What `vercel pull` would write: the project, and its settings (framework Next.js, defaults).
  fs.writeFileSync(
    path.join(dir, '.vercel', 'project.json'),
    JSON.stringify({ projectId: 'prj_local', orgId: 'team_local', settings: { framework: 'nextjs', installCommand: '', buildCommand: null, outputDirectory: null, rootDirectory: null } }),
  )
  const globalConfig = path.join(dir, '.vercel-global')
  fs.mkdirSync(globalConfig, { recursive: true })
  return new Promise((resolve, reject) => {
    const out = []
    const child = spawn(path.join(dir, 'node_modules', '.bin', 'vercel'), ['build', '--yes', '--non-interactive', '-Q', globalConfig], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const s of [child.stdout, child.stderr]) s.on('data', (c) => {
      out.push(c)
      if (verbose) process.stdout.write(c)
    })
    child.on('exit', (code) => {
      const text = Buffer.concat(out).toString()
      if (code === 0) resolve(text)
      else reject(new Error(`vercel build failed (exit ${code}):\n${text.slice(-4000)}`))
    })
  })
}

// --- the sample's facts, from the snapshot files ---
const sample = (dir) => path.join(ROOT, 'content', dir)
const readJson = (f) => JSON.parse(fs.readFileSync(f, 'utf8'))
const compact = (id) => id.replace(/-/g, '')
/** The ids a snapshot folder records (its database page, collection and view). */
const snapshotOf = (dir) => readJson(path.join(sample(dir), 'snapshot.json'))

/** The row id of the post with slug `slug` in a snapshot's database.json. */
function rowIdOf(dir, slug) {
  const db = readJson(path.join(sample(dir), 'database.json'))
  for (const [id, b] of Object.entries(db.block)) {
    if (b.value?.type !== 'page') continue
    if (Object.values(b.value.properties ?? {}).some((v) => JSON.stringify(v) === JSON.stringify([[slug]]))) return id
  }
  throw new Error(`no row with slug ${slug} in content/${dir}`)
}

/** Plain sentences of a page's own text blocks (no markup in them, long enough to be unique). */
function sentencesOf(dir, id) {
  const page = readJson(path.join(sample(dir), 'pages', `${compact(id)}.json`))
  const out = []
  for (const b of Object.values(page.block)) {
    const v = b.value
    if (v?.type !== 'text' || !v.properties?.title) continue
    const title = v.properties.title
    if (title.length !== 1 || title[0].length !== 1) continue
    const text = title[0][0]
    if (text.length >= 12 && !/[<>&"']/.test(text)) out.push(text)
  }
  return out
}

/** The first sub-page (a page block inside) of a page. */
function subPageOf(dir, id) {
  const page = readJson(path.join(sample(dir), 'pages', `${compact(id)}.json`))
  const sub = Object.values(page.block).find((b) => b.value?.type === 'page' && b.value.id !== id && b.value.parent_id === id)
  return sub?.value.id
}

/** The share of a card's title band (its middle half) that differs from the band's most common colour. */
async function inkOf(png) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const y0 = Math.floor(info.height * 0.25), y1 = Math.floor(info.height * 0.75)
  const px = (x, y) => { const i = (y * info.width + x) * 3; return [data[i], data[i + 1], data[i + 2]] }
  const counts = new Map()
  for (let y = y0; y < y1; y += 2) for (let x = 0; x < info.width; x += 2) { const k = px(x, y).join(); counts.set(k, (counts.get(k) ?? 0) + 1) }
  const bg = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number)
  let ink = 0, total = 0
  for (let y = y0; y < y1; y += 2) for (let x = 0; x < info.width; x += 2) {
    const p = px(x, y)
    total++
    if (Math.abs(p[0] - bg[0]) + Math.abs(p[1] - bg[1]) + Math.abs(p[2] - bg[2]) > 96) ink++
  }
  return { share: ink / total, width: info.width, height: info.height }
}

const BODY_UNAVAILABLE = fs
  .readdirSync(path.join(ROOT, 'locales'))
  .flatMap((f) => [...fs.readFileSync(path.join(ROOT, 'locales', f), 'utf8').matchAll(/BODY_UNAVAILABLE: '([^']+)'/g)].map((m) => m[1]))

// --- checks ---
const results = []
async function check(group, name, fn) {
  const start = Date.now()
  try {
    const detail = await fn()
    results.push({ group, name, ok: true, detail: detail ?? '', ms: Date.now() - start })
  } catch (err) {
    results.push({ group, name, ok: false, detail: String(err?.message ?? err).split('\n')[0].slice(0, 160), ms: Date.now() - start })
  }
}
function assert(cond, message) {
  if (!cond) throw new Error(message)
}
const SECURITY = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' }
function securityHeadersOf(res, what) {
  for (const [k, v] of Object.entries(SECURITY)) assert(res.headers.get(k) === v, `${what}: ${k} is ${res.headers.get(k)}`)
  assert(/^default-src 'self'; script-src 'self' 'unsafe-inline'/.test(res.headers.get('content-security-policy') ?? ''), `${what}: no site CSP`)
  assert(/camera=\(\)/.test(res.headers.get('permissions-policy') ?? ''), `${what}: no Permissions-Policy`)
}

async function main() {
  const reuse = option('--output')
  const work = reuse ? path.resolve(reuse) : fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-vercel-'))
  const project = reuse ? work : path.join(work, 'project')
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-vercel-run-'))
  let instances
  let server
  const timings = {}
  try {
    if (!reuse) {
      log(`copying the project to ${project}`)
      copyProject(project)
      log('vercel build (no settings: the embedded sample)')
      const b0 = Date.now()
      await vercelBuild(project, { ...BASE_ENV })
      timings.build = Date.now() - b0
      log(`built in ${secs(timings.build)}`)
    }
    const output = path.join(project, '.vercel', 'output')
    const functions = materialize(output, project, path.join(stage, 'functions'))
    const sandbox = canSandbox()
    if (!sandbox) log('WARNING: no mount namespace here (needs root and unshare): functions run unconfined, fonts and the repository visible')
    const functionEnv = { ...BASE_ENV, HOME: '/tmp', LANG: 'en_US.UTF-8', TZ: 'UTC', VERCEL: '1', VERCEL_ENV: 'preview', VERCEL_REGION: 'iad1' }
    const instancesOptions = (host) => ({ env: functionEnv, sandbox, hide: [ROOT, work], hostDir: path.join(stage, host), log: verbose ? (s) => console.log(s) : undefined })
    instances = new Instances(functions, instancesOptions('host'))
    const router = new Router(output, functions, instances)
    server = await router.listen()
    const base = `http://127.0.0.1:${server.address().port}`
    const get = (p, init = {}) => fetch(base + p, { redirect: 'manual', ...init, headers: { ...(init.headers ?? {}), ...(init.cold ? { 'x-emulator-cold': '1' } : {}) } })
    const text = async (p, init) => {
      const res = await get(p, init)
      return { res, body: await res.text() }
    }
    const proxyName = functions.get('/_middleware')?.name
    const c0 = Date.now()

    // (a) the embedded sample, bodies and files
    const fiberId = rowIdOf('sample', 'fiber-daily-guide')
    const fiberSentences = sentencesOf('sample', fiberId)
    const noNotice = (body, what) => {
      for (const n of BODY_UNAVAILABLE) assert(!body.includes(n), `${what} shows the "body cannot be loaded" notice`)
    }
    let articleHtml = ''
    await check('a', '/article/fiber-daily-guide shows its body', async () => {
      const { res, body } = await text('/article/fiber-daily-guide')
      articleHtml = body
      assert(res.status === 200, `status ${res.status}`)
      noNotice(body, 'the article')
      const found = fiberSentences.find((s) => body.includes(s))
      assert(found, `none of ${fiberSentences.length} body sentences in the page`)
      return `"${found.slice(0, 16)}…"`
    })
    await check('a', "the article's images load", async () => {
      const urls = [...new Set([...articleHtml.matchAll(/(?:src|href)="(\/(?:files|image)\/[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')))]
      assert(urls.length, 'no /files/ or /image/ URL in the page')
      for (const u of urls.slice(0, 4)) {
        const res = await get(u)
        await res.arrayBuffer()
        assert(res.status === 200 && /^image\//.test(res.headers.get('content-type') ?? ''), `${u}: ${res.status} ${res.headers.get('content-type')}`)
      }
      return `${Math.min(urls.length, 4)} of ${urls.length}`
    })
    await check('a', '/files/avatar.webp answers', async () => {
      const res = await get('/files/avatar.webp')
      await res.arrayBuffer()
      assert(res.status === 200 && res.headers.get('content-type') === 'image/webp', `${res.status} ${res.headers.get('content-type')}`)
    })
    await check('a', '/feed has bodies', async () => {
      const { res, body } = await text('/feed')
      assert(res.status === 200, `status ${res.status}`)
      const db = readJson(path.join(sample('sample'), 'database.json'))
      const rows = Object.values(db.block).filter((b) => b.value?.type === 'page' && b.value.parent_table === 'collection')
      const hit = rows.some((r) => {
        try {
          return sentencesOf('sample', r.value.id).some((s) => body.includes(s))
        } catch {
          return false
        }
      })
      assert(hit, 'no article sentence in the feed')
    })
    await check('a', '/en/article/fiber-daily-guide shows its body', async () => {
      const { res, body } = await text('/en/article/fiber-daily-guide')
      assert(res.status === 200, `status ${res.status}`)
      noNotice(body, 'the English article')
      const enId = rowIdOf('sample-en', 'fiber-daily-guide')
      const found = sentencesOf('sample-en', enId).find((s) => body.includes(s))
      assert(found, 'no body sentence of the English post')
    })

    await check('a', 'a page under a post opens; a made-up one is 404', async () => {
      // the proxy function carries no snapshot pages: the page's own function checks the id
      const sub = subPageOf('sample', rowIdOf('sample', 'kitchen-sink'))
      const { res, body } = await text(`/article/kitchen-sink/${compact(sub)}`)
      assert(res.status === 200, `status ${res.status}`)
      noNotice(body, 'the sub-page')
      assert(sentencesOf('sample', sub).some((x) => body.includes(x)), 'no sentence of the sub-page')
      const miss = await get(`/article/kitchen-sink/${'0'.repeat(31)}1`)
      await miss.arrayBuffer()
      assert(miss.status === 404, `a made-up id: ${miss.status}`)
    })

    // (b) static files skip the proxy and keep the security headers
    await check('b', '/_next/static/* without the proxy', async () => {
      const home = (await text('/')).body
      const assets = [...new Set([...home.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))]
      assert(assets.length, 'no asset in the home page')
      const before = router.invocations.get(proxyName) ?? 0
      for (const a of assets) {
        const res = await get(a)
        await res.arrayBuffer()
        assert(res.status === 200, `${a}: ${res.status}`)
        assert(res.headers.get('x-emulator-invoked') === 'none', `${a} invoked ${res.headers.get('x-emulator-invoked')}`)
        securityHeadersOf(res, a)
      }
      const missing = await get('/_next/static/chunks/no-such-chunk.js')
      await missing.arrayBuffer()
      assert(missing.status === 404, `a missing chunk: ${missing.status}`)
      securityHeadersOf(missing, 'a missing chunk')
      const after = router.invocations.get(proxyName) ?? 0
      assert(after === before, `the proxy ran ${after - before} times`)
      return `${assets.length} assets, 0 proxy calls`
    })
    await check('b', 'public/ files without the proxy', async () => {
      const files = []
      const walk = (d) => {
        for (const e of fs.readdirSync(d, { withFileTypes: true })) {
          if (e.isDirectory()) walk(path.join(d, e.name))
          else files.push('/' + path.relative(path.join(ROOT, 'public'), path.join(d, e.name)).split(path.sep).join('/'))
        }
      }
      walk(path.join(ROOT, 'public'))
      for (const f of [...files, '/icon.svg']) {
        const res = await get(encodeURI(f))
        await res.arrayBuffer()
        assert(res.status === 200, `${f}: ${res.status}`)
        assert(res.headers.get('x-emulator-invoked') === 'none', `${f} invoked ${res.headers.get('x-emulator-invoked')}`)
        securityHeadersOf(res, f)
      }
      return `${files.length + 1} files`
    })
    await check('b', 'pages still pass the proxy', async () => {
      const res = await get('/archive')
      await res.arrayBuffer()
      assert(res.status === 200, `status ${res.status}`)
      assert((res.headers.get('x-emulator-invoked') ?? '').startsWith(proxyName), `invoked ${res.headers.get('x-emulator-invoked')}`)
      securityHeadersOf(res, '/archive')
    })

    // (c) the lock, a webhook, share images and search on separate, cold functions
    await check('c', 'locked post: unlock on one instance, read on another (cold)', async () => {
      const id = rowIdOf('sample', 'members-meal-plan')
      const unlock = await get('/api/unlock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: compact(id), password: 'leafpress-2024' }) })
      await unlock.arrayBuffer()
      assert(unlock.status === 200, `unlock: ${unlock.status}`)
      const cookie = (unlock.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ')
      assert(cookie, 'unlock set no cookie')
      const { res, body } = await text('/article/members-meal-plan', { headers: { cookie }, cold: true })
      assert(res.status === 200, `article: ${res.status}`)
      const s = sentencesOf('sample', id)
      assert(s.some((x) => body.includes(x)), 'the post is still locked on another instance')
      const sub = subPageOf('sample', id)
      assert(sub, 'no sub-page in the locked post')
      const subRes = await text(`/article/members-meal-plan/${compact(sub)}`, { headers: { cookie }, cold: true })
      assert(subRes.res.status === 200, `sub-page: ${subRes.res.status}`)
      const subSentences = fs.existsSync(path.join(sample('sample'), 'pages', `${compact(sub)}.json`)) ? sentencesOf('sample', sub) : []
      assert(!subSentences.length || subSentences.some((x) => subRes.body.includes(x)), 'the sub-page is still locked on another instance')
    })
    await check('c', 'Notion webhook reads the post again on a cold instance', async () => {
      // the same functions, configured as a live-Notion deployment, against a local Notion
      const token = 'secret_checkVercelWebhookToken0123456789'
      const notion = await startNotionServer(universeFromSnapshot(sample('sample')), { wrap2026: true })
      const live = new Instances(functions, { ...instancesOptions('host-live'), env: { ...functionEnv, NOTION_PAGE_ID: compact(snapshotOf('sample').rootPageId), NOTION_API_BASE_URL: notion.apiBaseUrl, NOTION_WEBHOOK_SECRET: token } })
      const liveServer = await new Router(output, functions, live).listen()
      try {
        const liveBase = `http://127.0.0.1:${liveServer.address().port}`
        editFirstParagraph(notion.universe, fiberId, '冷啟動的函式也收到了這次修改。', true)
        const event = notionEvent({ type: 'page.content_updated', entityId: fiberId, parentId: snapshotOf('sample').collectionId })
        // the event is the first request this deployment's functions ever see
        const res = await sendNotionEvent(`${liveBase}/api/notion-webhook`, event, token)
        const answer = await res.json()
        assert(res.status === 200, `status ${res.status}: ${JSON.stringify(answer).slice(0, 120)}`)
        const reloaded = answer.reloaded ?? []
        assert(reloaded.some((id) => compact(String(id)) === compact(fiberId)), `the answer does not name the post: ${JSON.stringify(answer).slice(0, 120)}`)
        assert(notion.calls.some((c) => c.endpoint === 'loadPageChunk' && compact(String(c.body?.pageId ?? '')) === compact(fiberId)), 'the page was not read from Notion')
        return `the post read again (${reloaded.length} reloaded), its pages' tags expired`
      } finally {
        await live.stopAll()
        liveServer.close()
        await notion.close()
      }
    })
    await check('c', '/og/<id> draws its title with the shipped fonts (no system fonts)', async () => {
      const card = async (baseUrl) => {
        const res = await fetch(`${baseUrl}/og/${compact(fiberId)}`, { headers: { 'x-emulator-cold': '1' } })
        const buf = Buffer.from(await res.arrayBuffer())
        assert(res.status === 200 && res.headers.get('content-type') === 'image/png', `${res.status} ${res.headers.get('content-type')}`)
        return inkOf(buf)
      }
      const drawn = await card(base)
      // the same card from a function whose shipped fonts are taken away: next/og's own font has
      // no CJK glyph, so the title band stays (nearly) empty
      const bare = new Instances(functions, { ...instancesOptions('host-nofonts'), hide: [ROOT, work, '/mnt/task/lib/seo/fonts'] })
      const bareServer = await new Router(output, functions, bare).listen()
      let without
      try {
        without = await card(`http://127.0.0.1:${bareServer.address().port}`)
      } finally {
        await bare.stopAll()
        bareServer.close()
      }
      assert(drawn.share > 0.01, `only ${(drawn.share * 100).toFixed(2)}% of the title band is drawn`)
      assert(drawn.share > without.share * 3, `as much ink without the fonts (${(without.share * 100).toFixed(2)}%) as with them (${(drawn.share * 100).toFixed(2)}%)`)
      return `${(drawn.share * 100).toFixed(1)}% ink, ${(without.share * 100).toFixed(1)}% without the shipped fonts`
    })
    await check('c', 'first /api/search on a cold instance ≤ 1 s', async () => {
      const s0 = Date.now()
      const res = await get('/api/search?q=%E9%A3%B2%E9%A3%9F', { cold: true })
      const body = await res.json()
      const ms = Date.now() - s0
      assert(res.status === 200, `status ${res.status}`)
      assert(body.nbHits > 0, 'no hits')
      assert(ms <= 1000, `${ms} ms (process start included)`)
      return `${ms} ms, ${body.nbHits} hits`
    })
    timings.checks = Date.now() - c0
    timings.starts = [...instances.starts.entries()].map(([k, v]) => `${k}×${v}`).join(', ')
  } finally {
    await instances?.stopAll()
    server?.close()
    fs.rmSync(stage, { recursive: true, force: true })
    if (!reuse && !flag('--keep')) fs.rmSync(work, { recursive: true, force: true })
    else if (!reuse) log(`kept ${work}`)
  }

  // the table
  const rows = results.map((r) => [r.ok ? 'PASS' : 'FAIL', r.group, r.name, secs(r.ms), r.detail])
  const widths = [5, 1, Math.max(...rows.map((r) => r[2].length)), 7]
  console.log('')
  for (const r of rows) console.log(`${r[0].padEnd(widths[0])}  ${r[1]}  ${r[2].padEnd(widths[2])}  ${r[3].padStart(widths[3])}  ${r[4]}`)
  console.log('')
  console.log('a: the embedded sample on Vercel  b: static files skip the proxy  c: lock, webhook, share image and search on separate cold functions')
  console.log(`build ${timings.build ? secs(timings.build) : '(reused)'}, checks ${secs(timings.checks ?? 0)}, total ${secs(Date.now() - t0)}; instances started: ${timings.starts ?? ''}`)
  const failed = results.filter((r) => !r.ok)
  if (failed.length) {
    console.log(`${failed.length} of ${results.length} checks failed`)
    process.exitCode = 1
  } else console.log(`all ${results.length} checks passed`)
}

main().catch((err) => {
  console.error(err)
  process.exitCode = 1
})
