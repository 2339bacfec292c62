// Collects every budget and target row ("met" / "missed") from the other sections of
// bench/RESULTS.md into its summary section at the top. Run after the other benches
// (bench:all does).
import fs from 'node:fs'
import { main, RESULTS, writeSection } from './lib'

main(async () => {
  if (!fs.existsSync(RESULTS)) throw new Error('bench/RESULTS.md does not exist yet: run the benches first')
  const text = fs.readFileSync(RESULTS, 'utf8')
  const rows: string[] = []
  for (const m of text.matchAll(/<!-- bench:([\w-]+):start -->\n## ([^\n]+)[\s\S]*?<!-- bench:\1:end -->/g)) {
    if (m[1] === 'summary') continue
    const date = /Date: (\S+)/.exec(m[0])?.[1] ?? '?'
    for (const line of m[0].split('\n')) {
      const cells = line.split('|').slice(1, -1).map((c) => c.trim())
      const status = cells[cells.length - 1]
      if (cells.length >= 3 && (status === 'met' || status === '**missed**')) {
        rows.push(`| ${cells[0]} | ${cells.slice(1, -1).join(' · ')} | ${status} | ${m[2]} (${date}) |`)
      }
    }
  }
  const body = ['| budget / target | limit · measured | status | section (date) |', '|---|---|---|---|', ...rows].join('\n')
  console.log(body)
  writeSection('summary', 'Summary: budgets and targets', `${body}\n\nDetails, commands and caveats in the sections below.`)
})
