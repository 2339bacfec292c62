import { openLighthouse } from './bench/lighthouse-run'
;(async () => {
  const lh = await openLighthouse()
  const base = 'http://127.0.0.1:3102'
  for (const p of (process.argv[2] ?? '/,/article/fiber-daily-guide').split(',')) {
    const url = base + p + (p.includes('?') ? '&' : '?') + 'theme=plog'
    await fetch(url)
    const r = await lh.audit('plog', p, url, Number(process.argv[3] ?? 1))
    console.log(p, JSON.stringify(r.median), r.failing, r.diagnostics.slice(0, 700))
  }
  lh.close()
})()
