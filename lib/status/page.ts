// The status page's HTML: a plain server-rendered document (no script at all), its own small
// stylesheet, light and dark. Every value from the data is escaped.
import type { DataReport, RowReport } from './report'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--fg:#1d2129;--muted:#5f6673;--line:#e3e6eb;--ok:#177245;--warn:#a15c00;--bad:#b42318;--accent:#3451d1}
@media (prefers-color-scheme:dark){:root{--bg:#111317;--card:#1b1e24;--fg:#e8eaee;--muted:#a2a9b5;--line:#2c313a;--ok:#57c48b;--warn:#f0b454;--bad:#ff8a80;--accent:#93a7ff}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI","PingFang TC","Noto Sans CJK TC",sans-serif}
main{max-width:72rem;margin:0 auto;padding:2rem 1rem 4rem}h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:2rem 0 .75rem}
.muted{color:var(--muted)}.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1rem 1.25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1.25rem;margin:0}dt{color:var(--muted)}dd{margin:0}
table{width:100%;border-collapse:collapse;background:var(--card);border:1px solid var(--line);border-radius:12px;overflow:hidden}
th,td{text-align:left;vertical-align:top;padding:.6rem .75rem;border-top:1px solid var(--line)}th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);border-top:0}
td ul{margin:0;padding-left:1.1rem}a{color:var(--accent)}.title{font-weight:600}
.view{display:inline-block;border-radius:999px;padding:0 .55rem;font-size:.8rem;font-weight:600;border:1px solid currentColor;white-space:nowrap}
.listed{color:var(--ok)}.unlisted{color:var(--accent)}.scheduled{color:var(--warn)}.hidden{color:var(--muted)}.problem td{background:color-mix(in srgb,var(--bad) 8%,transparent)}.problem .notes{color:var(--bad)}
button,input{font:inherit}button{cursor:pointer;border:0;border-radius:8px;padding:.5rem .9rem;background:var(--accent);color:#fff;font-weight:600}
input{border:1px solid var(--line);border-radius:8px;padding:.5rem .7rem;background:var(--card);color:var(--fg);min-width:16rem}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem}.error{color:var(--bad);font-weight:600}
@media (max-width:700px){thead{display:none}table,tbody,tr,td{display:block;width:100%}tr{border-top:1px solid var(--line)}td{border:0;padding:.3rem .75rem}}
`

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/** The password form; `error` when the last try was wrong or refused. */
export function loginPage(action: string, error?: string): string {
  return shell(
    'Publishing status',
    `<h1>Publishing status</h1><p class="muted">This page is for the site's editors.</p>
<form method="post" action="${esc(action)}" class="card" style="max-width:28rem">
<input type="hidden" name="action" value="login">
<label for="password">Password</label><div class="bar" style="margin-top:.5rem"><input id="password" name="password" type="password" autocomplete="current-password" required autofocus><button type="submit">Open</button></div>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
</form>`,
  )
}

export interface StatusPageInput {
  siteTitle: string
  action: string
  data: DataReport
  rows: RowReport[]
  when: (ms: number) => string
  /** set after a re-check: what it found */
  flash?: string
}

export function statusPage({ siteTitle, action, data, rows, when, flash }: StatusPageInput): string {
  const count = (v: string) => rows.filter((r) => r.view === v && (r.type === 'Post' || r.type === 'Page')).length
  const problems = rows.filter((r) => r.problem).length
  const hook = data.webhook
  const head = `<div class="bar"><div><h1>Publishing status</h1><p class="muted">${esc(siteTitle)} · ${rows.length} rows · ${count('listed')} published · ${count('unlisted')} unlisted · ${count('scheduled')} scheduled · ${count('hidden')} hidden${problems ? ` · <span class="error">${problems} to fix</span>` : ''}</p></div>
<form method="post" action="${esc(action)}"><input type="hidden" name="action" value="recheck"><button type="submit">Re-check now</button></form></div>
${flash ? `<p role="status" class="card">${esc(flash)}</p>` : ''}`
  const facts = `<h2>Data</h2><div class="card"><dl>
<dt>Source</dt><dd>${esc(data.source)}</dd>
<dt>Last successful load</dt><dd>${data.loadedAt ? esc(when(data.loadedAt)) : 'never'}</dd>
${data.lastError ? `<dt>Last error</dt><dd class="error">${esc(data.lastError)}</dd>` : ''}
<dt>Next refresh</dt><dd>${esc(when(data.nextRefreshAt))} (or on the next request after it)</dd>
<dt>Notion webhooks</dt><dd>${hook.verified ? 'verified (NOTION_WEBHOOK_SECRET is set)' : 'not verified: no NOTION_WEBHOOK_SECRET (docs/DEPLOYMENT.md)'}${hook.lastEvent ? ` · last event ${esc(hook.lastEvent.type)} at ${esc(when(hook.lastEvent.at))}${hook.lastEvent.ok ? '' : ' (failed)'}` : ' · no event received by this server yet'}${hook.lastHandshakeAt ? ` · last handshake ${esc(when(hook.lastHandshakeAt))}` : ''}</dd>
<dt>Scheduled posts</dt><dd>${data.schedule ? `on (SCHEDULE_POSTS): dates without a zone are in ${esc(data.timeZone)}` : 'off (SCHEDULE_POSTS): a Published post shows whatever its date'}</dd>
</dl></div>`
  const body = rows
    .map(
      (r) => `<tr${r.problem ? ' class="problem"' : ''} data-row="${esc(r.id)}" data-view="${r.view}">
<td><div class="title">${esc(r.title)}</div><div class="muted">${esc(r.type)} · status ${esc(r.status || '(empty)')}</div></td>
<td><span class="view ${r.view}">${r.view}</span></td>
<td class="notes"><ul>${r.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul></td>
<td>${r.address ? `<a href="${esc(r.address)}">Open</a><br>` : ''}${r.preview ? `<a href="${esc(r.preview.href)}" data-preview>Preview</a><br><span class="muted" data-preview-expires>until ${esc(when(r.preview.expiresAt))}</span>` : ''}</td>
</tr>`,
    )
    .join('')
  const table = `<h2>Rows</h2><table><thead><tr><th>Row</th><th>Readers</th><th>Why</th><th>Links</th></tr></thead><tbody>${body}</tbody></table>`
  return shell(`Publishing status · ${siteTitle}`, head + facts + table)
}
