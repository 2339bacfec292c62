// The footer pinned at the foot of the tree column: the preferences, then a small print block —
// © years with the author, the engine's version, and (when configured) the registration number
// and the site counters.
import type { ReactNode } from 'react'
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  const lines: ReactNode[] = [
    <>
      {f.copyright} · <a href={f.authorHref} className="gb-a font-medium">{f.author}</a>
    </>,
    f.version,
  ]
  if (f.beian) lines.push(<a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="gb-a">{f.beian.text}</a>)
  if (f.counters) lines.push(<>{t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span></>)
  return (
    <footer className="gb-footer border-t border-[var(--gb-line)] pt-3 text-xs leading-5 text-[var(--gb-muted)]">
      <Preferences
        ctx={ctx}
        className="mb-2 flex items-center gap-2"
        buttonClassName="gb-btn h-8 w-8 border border-[var(--gb-line)]"
        selectClassName="h-8 rounded-md border border-[var(--gb-line)] bg-[var(--gb-bg)] px-1.5 text-xs text-[var(--gb-text)]"
      />
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </footer>
  )
}
