// What the decorative widgets cost a reader: Lighthouse performance (mobile) of home and an
// article with every widget off (the default) and on (pet, music player, fireworks, chat), from
// the same build, runs interleaved so the machine's load drifts evenly over both. Target: no
// more than 1 point (0.01) apart.
//
// The widgets-on server runs from a copy of the build (copyBuild: servers on one dist dir share
// rendered pages on disk). Offline, the pet's model script and the chat's script (third-party
// hosts by default) point at a closed loopback port: what is measured is Leafpress's part —
// the islands, the music player, the fireworks canvas, and the scripts' failed loads.
//   node_modules/.bin/tsx bench/widgets.ts [--posts 300] [--runs 5]
import { copyBuild } from '../tests/support/server'
import { argValue, build, builtFrom, main, mark, median, postsArg, printTable, serve, snapshotEnv, table, workspace, writeJson, writeSection } from './lib'
import { openLighthouse, type Score } from './lighthouse-run'

const RUNS = Number(argValue('runs') ?? 5)

const WIDGETS_ON = {
  WIDGET_PET: 'true',
  WIDGET_PET_SCRIPT_URL: 'http://127.0.0.1:9/live2d.min.js',
  WIDGET_MUSIC: 'true',
  WIDGET_FIREWORKS: 'true',
  WIDGET_CHAT: 'true',
  WIDGET_CHAT_BOT_ID: 'bench-bot',
  WIDGET_CHAT_BASE_URL: 'http://127.0.0.1:9',
}

main(async () => {
  const [n] = postsArg([300])
  const ws = await workspace(n)
  const b = build(ws)
  const copy = copyBuild(b.distDir, `${b.distDir}-widgets`)
  const off = await serve({ distDir: b.distDir, env: snapshotEnv(ws) })
  const on = await serve({ distDir: copy, env: { ...snapshotEnv(ws), ...WIDGETS_ON } })
  const lh = await openLighthouse()
  const rows: Array<{ page: string; off: Score[]; on: Score[] }> = []
  try {
    for (const page of ['home', 'article'] as const) {
      const p = ws.paths[page]
      await Promise.all([fetch(off.url + p), fetch(on.url + p)]) // render on-demand pages once
      const row = { page: `${page} \`${p}\``, off: [] as Score[], on: [] as Score[] }
      for (let k = 0; k < RUNS; k++) {
        row.off.push(...(await lh.audit('widgets off', page, off.url + p, 1)).runs)
        row.on.push(...(await lh.audit('widgets on', page, on.url + p, 1)).runs)
      }
      rows.push(row)
    }
  } finally {
    lh.close()
    await Promise.all([off.stop(), on.stop()])
  }
  writeJson('widgets.json', rows)
  const med = (xs: Score[], k: keyof Score) => median(xs.map((x) => x[k]))
  const f2 = (x: number) => x.toFixed(2)
  const md = table(
    ['page', 'perf off', 'perf on', 'difference', 'TBT ms off → on', 'LCP ms off → on', 'runs off', 'runs on', '≤ 1 point'],
    rows.map((r) => {
      const d = med(r.on, 'performance') - med(r.off, 'performance')
      return [
        `widgets on within 1 point: ${r.page}`,
        f2(med(r.off, 'performance')),
        f2(med(r.on, 'performance')),
        (d >= 0 ? '+' : '') + f2(d),
        `${med(r.off, 'tbt').toFixed(0)} → ${med(r.on, 'tbt').toFixed(0)}`,
        `${med(r.off, 'lcp').toFixed(0)} → ${med(r.on, 'lcp').toFixed(0)}`,
        r.off.map((x) => f2(x.performance)).join(' '),
        r.on.map((x) => f2(x.performance)).join(' '),
        mark(Math.abs(d) <= 0.01 + 1e-9),
      ]
    }),
  )
  printTable('Widgets off / on (Lighthouse mobile, median)', md)
  writeSection(
    'widgets',
    'Widgets off and on (Lighthouse mobile performance)',
    `${md}

${ws.label}, ${builtFrom(b)}. Widgets on: ${Object.entries(WIDGETS_ON).map(([k, v]) => `${k}=${v}`).join(', ')}
(the pet's model script and the chat script are third-party in a real setup; offline they point at
a closed loopback port). Median of ${RUNS} runs each, off and on interleaved.`,
  )
})
