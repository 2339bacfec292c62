// What costs the bytes: maps a build's client chunks to the client modules (islands) in them,
// and an RSC payload to the client components it feeds and to the subtrees it repeats.
// Used by bench/weights.ts for the "where the bytes go" part of bench/RESULTS.md.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { flightRows, gzipSize } from '../tests/support/weights'

export interface ClientModule {
  id: string
  name: string
  chunks: string[]
}

/** Client modules (id → source path) from every client-reference manifest of a build. */
export function clientModules(distDir: string): Map<string, ClientModule> {
  const out = new Map<string, ClientModule>()
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.name.endsWith('client-reference-manifest.js')) {
        const text = fs.readFileSync(p, 'utf8')
        for (const m of text.matchAll(/"\[project\]\/([^"]+?)(?: <[^"]*>)?":\{"id":(\d+),"name":"[^"]*","chunks":\[([^\]]*)\]/g)) {
          const chunks = [...m[3].matchAll(/"([^"]+)"/g)].map((c) => c[1])
          const prev = out.get(m[2])
          out.set(m[2], { id: m[2], name: m[1], chunks: [...new Set([...(prev?.chunks ?? []), ...chunks])] })
        }
      }
    }
  }
  walk(path.join(distDir, 'server', 'app'))
  return out
}

export interface ModuleSlice {
  id: string
  name: string
  raw: number
  snippet: string
}

/**
 * Splits a Turbopack production chunk into its module factories (`,<id>,e=>{…}` entries of the
 * TURBOPACK push) and sizes each. Approximate: the boundaries are found by pattern, which is
 * enough to see which modules dominate a chunk.
 */
export function chunkModules(source: string, names: Map<string, ClientModule>): ModuleSlice[] {
  const starts: Array<{ id: string; at: number }> = []
  for (const m of source.matchAll(/[,[](\d{1,6}),(?:\([\w$,]*\)|[\w$]+)=>\{/g)) starts.push({ id: m[1], at: (m.index ?? 0) + 1 })
  return starts.map((s, i) => {
    const body = source.slice(s.at, i + 1 < starts.length ? starts[i + 1].at : source.length)
    const hint = /"use strict";?(.{0,90})/.exec(body)?.[1] ?? body.slice(0, 90)
    return { id: s.id, name: names.get(s.id)?.name ?? '', raw: body.length, snippet: hint.replace(/\s+/g, ' ') }
  })
}

export interface FlightRef {
  row: string
  module: string
  /** elements of this client component in the payload */
  uses: number
  /** serialized props other than children (the data that crosses to the island) */
  propsBytes: number
  /** serialized children (server-rendered content passed through it) */
  childrenBytes: number
}

/** Client components referenced by an RSC payload and the bytes of props each receives. */
export function flightReferences(flight: string, names: Map<string, ClientModule>): FlightRef[] {
  const rows = flightRows(flight)
  const refs = new Map<string, FlightRef>()
  for (const r of rows) {
    const m = /^I\[(\d+),/.exec(r.body)
    if (m) {
      const exp = /,"([^"]*)"(?:,\d+)?\]$/.exec(r.body)?.[1]
      refs.set(r.id, { row: r.id, module: `${names.get(m[1])?.name ?? `module ${m[1]}`}${exp && exp !== 'default' && !exp.startsWith('$') ? `#${exp}` : ''}`, uses: 0, propsBytes: 0, childrenBytes: 0 })
    }
  }
  // walk every JSON row and find ["$","$L<id>",key,props] elements
  const visit = (v: unknown) => {
    if (Array.isArray(v)) {
      if (v[0] === '$' && typeof v[1] === 'string' && v[1].startsWith('$L') && v.length >= 4) {
        const ref = refs.get(v[1].slice(2))
        const props = (v[3] ?? {}) as Record<string, unknown>
        if (ref) {
          ref.uses++
          const { children, ...rest } = props
          ref.propsBytes += Buffer.byteLength(JSON.stringify(rest))
          if (children !== undefined) ref.childrenBytes += Buffer.byteLength(JSON.stringify(children))
        }
      }
      v.forEach(visit)
    } else if (v && typeof v === 'object') Object.values(v).forEach(visit)
  }
  for (const r of rows) {
    if (r.tag || !/^[[{"]/.test(r.body)) continue
    try {
      visit(JSON.parse(r.body))
    } catch {}
  }
  return [...refs.values()].filter((r) => r.uses).sort((a, b) => b.propsBytes + b.childrenBytes - (a.propsBytes + a.childrenBytes))
}

export interface RepeatedSubtree {
  bytes: number
  times: number
  what: string
}

/**
 * Subtrees the payload carries more than once: JSON elements (≥ 1 KB) whose text, with row
 * references normalised, occurs in several places (e.g. a layout rendered both for the page and
 * for a not-found boundary).
 */
export function repeatedSubtrees(flight: string, minBytes = 1024): RepeatedSubtree[] {
  const seen = new Map<string, { bytes: number; times: number; what: string; norm: string }>()
  const visit = (v: unknown, depth: number) => {
    if (!Array.isArray(v) && !(v && typeof v === 'object')) return
    const s = JSON.stringify(v)
    if (s.length >= minBytes && Array.isArray(v) && v[0] === '$') {
      const norm = s.replace(/"\$[A-Za-z@]*[0-9a-f]+"/g, '"$ref"').replace(/"onCover":(true|false)/g, '"onCover":_')
      const h = crypto.createHash('sha1').update(norm).digest('hex')
      const e = seen.get(h)
      const props = (v[3] ?? {}) as Record<string, unknown>
      const what = `<${String(v[1])}${props.className ? ` class="${String(props.className).slice(0, 60)}"` : ''}${props['aria-label'] ? ` aria-label="${String(props['aria-label'])}"` : ''}>`
      if (e) e.times++
      else seen.set(h, { bytes: s.length, times: 1, what, norm })
    }
    if (depth > 40) return
    if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1))
    else Object.values(v as object).forEach((x) => visit(x, depth + 1))
  }
  for (const r of flightRows(flight)) {
    if (r.tag || !/^[[{]/.test(r.body)) continue
    try {
      visit(JSON.parse(r.body), 0)
    } catch {}
  }
  const reps = [...seen.values()].filter((e) => e.times > 1).sort((a, b) => b.bytes * (b.times - 1) - a.bytes * (a.times - 1))
  // keep outermost repeats only: drop entries that are parts of a bigger repeated one
  const out: typeof reps = []
  for (const r of reps) if (!out.some((o) => o.times >= r.times && o.norm.includes(r.norm))) out.push(r)
  return out.slice(0, 8).map(({ bytes, times, what }) => ({ bytes, times, what }))
}

/** Largest rows of the payload with what they hold. */
export function largestRows(flight: string, n = 6) {
  return flightRows(flight)
    .map((r) => ({ id: r.id, bytes: Buffer.byteLength(r.body), gzip: gzipSize(r.body), head: r.body.slice(0, 110).replace(/\s+/g, ' ') }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, n)
}

// ── composition of a page's HTML ────────────────────────────────────────────────────────

const REF = /"\$(?:L|@)?([0-9a-f]{1,6})"/g

/** Bytes of a payload value plus every row it references, transitively (each row once). */
export function subtreeBytes(rows: Map<string, string>, start: string, seen = new Set<string>()): number {
  let total = Buffer.byteLength(start)
  for (const m of start.matchAll(REF)) {
    const id = m[1]
    if (seen.has(id)) continue
    seen.add(id)
    const body = rows.get(id)
    if (body !== undefined && !body.startsWith('I[')) total += subtreeBytes(rows, body, seen)
  }
  return total
}

/** Finds the first JSON element in the payload whose props match, serialized. */
function findElement(rows: Map<string, string>, match: (props: Record<string, unknown>) => boolean): string | undefined {
  let found: string | undefined
  const visit = (v: unknown): void => {
    if (found) return
    if (Array.isArray(v)) {
      if (v[0] === '$' && v[3] && typeof v[3] === 'object' && match(v[3] as Record<string, unknown>)) {
        found = JSON.stringify(v)
        return
      }
      v.forEach(visit)
    } else if (v && typeof v === 'object') Object.values(v).forEach(visit)
  }
  for (const body of rows.values()) {
    if (!/^[[{]/.test(body)) continue
    try {
      visit(JSON.parse(body))
    } catch {}
    if (found) break
  }
  return found
}

export interface Composition {
  html: number
  /** markup outside <script> and <style> */
  markup: number
  /** the RSC payload scripts as they sit in the HTML (JSON-in-JS escaped) */
  flightScripts: number
  flightDecoded: number
  otherInline: number
  /** outerHTML of the article body, when there is one */
  body?: number
  /** the article body's share of the payload (its element and the rows it references) */
  bodyInFlight?: number
  /** the root layout's not-found boundary (app/[theme]/[lang]/not-found.tsx) in the payload */
  notFoundInFlight?: number
}

export function composition(html: string, flight: string, body?: string): Composition {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
  const flightScripts = scripts.filter((m) => m[1].startsWith('self.__next_f')).reduce((s, m) => s + Buffer.byteLength(m[0]), 0)
  const otherScripts = scripts.filter((m) => !m[1].startsWith('self.__next_f')).reduce((s, m) => s + Buffer.byteLength(m[0]), 0)
  const styles = [...html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].reduce((s, m) => s + Buffer.byteLength(m[0]), 0)
  const total = Buffer.byteLength(html)
  const rows = new Map(flightRows(flight).filter((r) => r.id).map((r) => [r.id, r.body]))
  const out: Composition = { html: total, markup: total - flightScripts - otherScripts - styles, flightScripts, flightDecoded: Buffer.byteLength(flight), otherInline: otherScripts + styles }
  if (body) {
    out.body = Buffer.byteLength(body)
    const el = findElement(rows, (p) => typeof p.className === 'string' && /\bnotion-page\b/.test(p.className) && /\bnotion\b/.test(p.className))
    if (el) out.bodyInFlight = subtreeBytes(rows, el)
  }
  const nf = /"notFound":\["\$L([0-9a-f]+)"/.exec(flight)
  if (nf && rows.has(nf[1])) out.notFoundInFlight = subtreeBytes(rows, rows.get(nf[1])!)
  return out
}
