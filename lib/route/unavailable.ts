// The page readers get when the site has never been able to load its data (e.g. Notion is
// down on the very first start). Plain HTML: nothing here may depend on the data. The reason
// (an endpoint, a status, an upstream message) goes to the server's log, never to the page:
// readers cannot act on it, and it tells anyone which services and addresses the server uses.
export function unavailablePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Temporarily unavailable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1>The blog is temporarily unavailable</h1>
<p>Its content could not be loaded yet. Please try again in a moment.</p></body></html>`
}
