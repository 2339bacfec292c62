// The static export's pure parts (lib/export/): the addresses taken from the site model, the
// incremental plan (which files a change of data touches), media addresses and their files, and
// the link check's reading of a page.
import { describe, expect, it } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { buildSite } from '@/lib/site/site'
import { toUuid } from '@/lib/workspace/records'
import { exportEntries, pageFile, type ExportEntry } from '@/lib/export/addresses'
import { digest, expiredTags, planExport, rowPrints, type EditionPrints, type Manifest } from '@/lib/export/plan'
import { listingPrint, pairsPrint } from '@/lib/freshness/changes'
import { mediaAddresses, mediaFile, rewriteMedia } from '@/lib/export/media'
import { internalLinks, resolveOnHost } from '@/lib/export/links'
import { bodySnippets, notionHostIn } from '@/lib/export/leaks'
import { editedRow, sampleDatabase, samplePage } from '../support/sample'

const cfg = loadConfig(blogConfig, {})
const database = sampleDatabase
const edited = editedRow


/** One export of a database: its entries, prints and the manifest it leaves. */
function exportOf(db: ExtendedRecordMap) {
  const site = buildSite(db, cfg)
  const entries = exportEntries([{ prefix: '', site, subPages: [] }], { POSTS_PER_PAGE: cfg.POSTS_PER_PAGE, ENABLE_RSS: true })
  const prints: Record<string, EditionPrints> = { '': { listing: digest(listingPrint(site)), pairs: digest(pairsPrint(site)), rows: rowPrints(db) } }
  const manifest: Manifest = {
    version: 1,
    build: 'b1',
    prints,
    files: Object.fromEntries(entries.map((e) => [e.file, { path: e.path, tags: e.tags, media: [] }])),
    media: {},
    assets: [],
  }
  return { site, entries, prints, manifest }
}

const files = (entries: ExportEntry[]) => entries.map((e) => e.file).sort()

describe('the addresses of the export', () => {
  const { site, entries } = exportOf(database())

  it('lists every screen the routes serve, each once, with the file it is written to', () => {
    const paths = entries.map((e) => e.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toEqual(expect.arrayContaining(['/', '/category', '/tag', '/archive', '/search', '/__leafpress-export-not-found', '/feed', '/atom.xml', '/feed.json', '/sitemap.xml', '/robots.txt']))
    for (const p of site.allPages) expect(paths).toContain(p.href)
    const pages = Math.ceil(site.posts.length / cfg.POSTS_PER_PAGE)
    expect(paths).toContain(`/page/${pages}`)
    expect(paths).not.toContain(`/page/${pages + 1}`)
    const tag = site.tags[0]
    expect(paths).toContain(`/tag/${tag.name}`)
    const byPath = new Map(entries.map((e) => [e.path, e]))
    expect(byPath.get('/feed')!.file).toBe('feed.xml')
    expect(byPath.get('/__leafpress-export-not-found')!.file).toBe('404.html')
    const locked = site.allPages.find((p) => p.locked)!
    expect(byPath.get(locked.href)!.lockedBy).toBe(locked.id)
  })

  it('writes x.html, decoded, so /x is served without a redirect beside a folder x/', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/article/x')).toBe('article/x.html')
    expect(pageFile('/tag/蔬菜/page/2')).toBe('tag/蔬菜/page/2.html')
    expect(pageFile('/en')).toBe('en.html')
    expect(() => pageFile('/tag/../x')).toThrow(/cannot be a file name/)
  })
})

describe('which files a second export writes again', () => {
  const first = exportOf(database())
  const present = () => true

  it('nothing changed: only the sitemap, which lists pages under posts (nothing dates their edits)', () => {
    const again = exportOf(database())
    const expired = expiredTags(first.manifest, 'b1', again.prints)
    const plan = planExport(first.manifest, again.entries, expired, present)
    expect(files(plan.render)).toEqual(['sitemap.xml'])
    expect(plan.remove).toEqual([])
  })

  it('a body edit of the post edited last: that post\'s page and the files showing its body (feeds, sitemap), not the lists', () => {
    const post = first.site.latestPosts[0]
    const after = exportOf(edited(database(), post.id, (row) => (row.last_edited_time += 60_000)))
    const plan = planExport(first.manifest, after.entries, expiredTags(first.manifest, 'b1', after.prints), present)
    expect(files(plan.render)).toEqual(['atom.xml', 'feed.json', 'feed.xml', pageFile(post.href), 'sitemap.xml'].sort())
  })

  it('a new title: the post and every page showing lists (all but robots.txt and the icon)', () => {
    const post = first.site.posts[2]
    const after = exportOf(edited(database(), post.id, (row) => (row.properties.title = [['Another title']])))
    const plan = planExport(first.manifest, after.entries, expiredTags(first.manifest, 'b1', after.prints), present)
    expect(files(plan.keep)).toEqual(['icon.svg', 'robots.txt'])
    expect(files(plan.render)).toContain(pageFile(post.href))
  })

  it('a post gone from the database: its file is removed, the lists written again', () => {
    const post = first.site.posts[2]
    const db = database()
    delete db.block[toUuid(post.id)]
    const after = exportOf(db)
    expect(after.site.allPages.map((p) => p.id)).not.toContain(post.id)
    const plan = planExport(first.manifest, after.entries, expiredTags(first.manifest, 'b1', after.prints), present)
    expect(plan.remove).toContain(pageFile(post.href))
    expect(files(plan.render)).toContain('index.html')
  })

  it('another build, no manifest, or a file deleted from out/: written again', () => {
    expect(expiredTags(first.manifest, 'b2', first.prints)).toBe('all')
    expect(expiredTags(null, 'b1', first.prints)).toBe('all')
    const plan = planExport(first.manifest, first.entries, expiredTags(first.manifest, 'b1', first.prints), (f) => f !== 'index.html')
    expect(files(plan.render)).toEqual(['index.html', 'sitemap.xml'])
  })

  it('pages under posts are always written again: no row dates their edits', () => {
    const sub: ExportEntry = { path: '/article/x/0123456789abcdef0123456789abcdef', file: 'article/x/0123456789abcdef0123456789abcdef.html', kind: 'page', tags: ['lp:windowed'] }
    const manifest = { ...first.manifest, files: { ...first.manifest.files, [sub.file]: { path: sub.path, tags: sub.tags, media: [] } } }
    const plan = planExport(manifest, [...first.entries, sub], expiredTags(manifest, 'b1', first.prints), present)
    expect(files(plan.render)).toEqual(['sitemap.xml', sub.file].sort())
  })
})

describe('media of the export', () => {
  const site = { origin: 'https://blog.example.com', subPath: '/blog' }
  const img = '/image/https%3A%2F%2Fprod-files-secure.s3.us-west-2.amazonaws.com%2Fa%2Fb.png?table=block&id=1&cache=v2'

  it('finds each address however it is written (HTML, payload, feed, absolute) and points every form at one file', () => {
    const html =
      `<img src="/blog${img.replace(/&/g, '&amp;')}" srcset="/blog${img.replace(/&/g, '&amp;')}&amp;width=400 400w, /blog/files/a.png 800w">` +
      `<script>self.__next_f.push([1,"\\"/blog${img.replace(/&/g, '\\u0026')}\\""])</script>` +
      `<meta property="og:image" content="https://blog.example.com/blog/og/abc?v=1"><p>/image/* and &lt;a href=&quot;/blog/files/a.png&quot;&gt;</p>`
    const keys = mediaAddresses(html, site)
    expect(keys.sort()).toEqual([img, `${img}&width=400`, '/files/a.png', '/og/abc?v=1'].sort())
    const map = new Map(keys.map((k) => [k, mediaFile(k, k.startsWith('/og/') ? 'image/png' : 'image/webp')]))
    const out = rewriteMedia(html, site, map)
    expect(out).not.toMatch(/amazonaws|\/image\/https|\/og\//)
    expect(out).toContain('https://blog.example.com/blog/_media/')
    expect(out).toContain('/blog/files/a.png')
    expect(notionHostIn(out)).toBeNull()
    expect(notionHostIn(html)).toContain('amazonaws.com')
  })

  it('keeps a snapshot file\'s own name; anything with a query gets a name from its address and type', () => {
    expect(mediaFile('/files/x/menu.pdf', 'application/pdf')).toBe('files/x/menu.pdf')
    expect(mediaFile('/files/x/a.png?width=400', 'image/webp')).toMatch(/^_media\/[\w-]{22}\.webp$/)
    expect(mediaFile('/og/abc?v=1', 'image/png')).toMatch(/\.png$/)
    expect(mediaFile(img, 'image/jpeg')).not.toBe(mediaFile(`${img}&width=400`, 'image/jpeg'))
  })
})

describe('the link check', () => {
  const site = { origin: 'https://blog.example.com', subPath: '' }

  it('reads internal addresses, decoded, without query and fragment; a host finds x, x.html or x/index.html', () => {
    const html = '<a href="/tag/%E8%94%AC?theme=next#top">t</a><a href="https://blog.example.com/en">en</a><a href="https://elsewhere.org/">x</a><img srcset="/_media/a.webp 400w, /_media/b.webp 800w">'
    expect(internalLinks(html, site).sort()).toEqual(['/_media/a.webp', '/_media/b.webp', '/en', '/tag/蔬'])
    const have = new Set(['index.html', 'tag/蔬.html', 'docs/index.html'])
    expect(resolveOnHost('/', (f) => have.has(f))).toBe('index.html')
    expect(resolveOnHost('/tag/蔬', (f) => have.has(f))).toBe('tag/蔬.html')
    expect(resolveOnHost('/docs/', (f) => have.has(f))).toBe('docs/index.html')
    expect(resolveOnHost('/missing', (f) => have.has(f))).toBeNull()
  })

  it('takes a locked body\'s text from its record map, not its title or the pages under it', () => {
    const db = database()
    const locked = buildSite(db, cfg).allPages.find((p) => p.locked)!
    const rm = samplePage(locked.id)
    const snippets = bodySnippets(rm, locked.id)
    expect(snippets.length).toBeGreaterThan(0)
    for (const s of snippets) expect([...s].length).toBeGreaterThanOrEqual(16)
    expect(snippets).not.toContain(locked.title)
  })
})
