// The answer to a preview link past its end (lib/preview/sign.ts): it says so, and where a new
// one is (the status page of the link's language), rather than a 404 that looks like a missing
// page. 410: the link was real and is gone for good. Private and uncached like every preview.
import { NextResponse } from 'next/server'

export function previewExpired(statusHref: string): NextResponse {
  const href = statusHref.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return new NextResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>Preview link expired</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1>This preview link has expired</h1>
<p>Preview links work for a limited time. Open the <a href="${href}">status page</a> for a new one.</p></body></html>`,
    { status: 410, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' } },
  )
}
