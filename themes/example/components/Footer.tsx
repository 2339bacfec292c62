// SLOT: footer. One grey band: the theme switch and language picker (Preferences), the
// copyright line with the author, then small facts: page/visitor counters (when on), the
// registration number (when set) and the engine's version.
import type { ReactNode } from 'react'
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  const facts: Array<[string, ReactNode]> = []
  if (f.counters) facts.push(['pv', <>{t.views} <span data-busuanzi="site_pv">–</span></>], ['uv', <>{t.visitors} <span data-busuanzi="site_uv">–</span></>])
  if (f.beian) facts.push(['beian', <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="example-link">{f.beian.text}</a>])
  facts.push(['version', f.version])
  return (
    <footer className="example-footer border-t border-ex-line bg-ex-band text-sm text-ex-muted">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 pt-8 pb-20 text-center md:pb-8">
        <Preferences
          ctx={ctx}
          className="flex items-center gap-2"
          buttonClassName="example-btn border border-ex-line"
          selectClassName="h-10 rounded-md border border-ex-line bg-ex-page px-2 text-ex-text"
        />
        <p>
          {f.copyright} <a href={f.authorHref} className="example-link text-ex-text underline underline-offset-2">{f.author}</a>
        </p>
        <ul className="flex flex-wrap justify-center gap-x-4">
          {facts.map(([key, fact]) => (
            <li key={key}>{fact}</li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
