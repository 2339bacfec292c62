// The footer: a double rule, the theme and language pickers, then a colophon of small facts:
// © years and the author, the engine, the registration number and the counters.
import type { ReactNode } from 'react'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { PICKER_CLASSES } from '../logic'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  const small: Array<[string, ReactNode]> = [['version', f.version]]
  if (f.beian) small.push(['beian', <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="hover:text-[var(--s-red)]">{f.beian.text}</a>])
  if (f.counters) {
    small.push(['pv', <>{t.views} <span data-busuanzi="site_pv">–</span></>])
    small.push(['uv', <>{t.visitors} <span data-busuanzi="site_uv">–</span></>])
  }
  return (
    <footer className="simple-footer mt-6 border-t-4 border-double border-[var(--s-strong-line)]">
      <div className="mx-auto flex max-w-[1200px] flex-col items-center gap-3 px-5 pt-7 pb-20 text-center text-sm text-[var(--s-muted)] lg:pb-8">
        <Preferences ctx={ctx} {...PICKER_CLASSES} />
        <p className="simple-colophon">
          <span>{f.copyright} </span>
          <a href={f.authorHref} className="font-semibold text-[var(--s-text)] hover:text-[var(--s-red)]">{f.author}</a>
        </p>
        <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1 text-xs">
          {small.map(([key, fact]) => <li key={key}>{fact}</li>)}
        </ul>
      </div>
    </footer>
  )
}
