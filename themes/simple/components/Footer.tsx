// The footer: a double rule, the theme and language pickers, then the copyright line with the
// author, and the engine, registration number and counters in small print.
import type { ThemeContext } from '@/themes/types'
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  return (
    <footer className="simple-footer mt-6 border-t-4 border-double border-[var(--s-strong-line)]">
      <div className="mx-auto flex max-w-[1200px] flex-col items-center gap-3 px-5 pt-7 pb-20 text-center text-sm text-[var(--s-muted)] lg:pb-8">
        <Preferences
          ctx={ctx}
          className="flex items-center gap-2"
          buttonClassName="grid h-9 w-9 place-items-center border border-[var(--s-line)] text-[var(--s-text)] hover:border-[var(--s-red)] hover:text-[var(--s-red)]"
          selectClassName="h-9 border border-[var(--s-line)] bg-[var(--s-bg)] px-2 text-[var(--s-text)]"
        />
        <p>
          {f.copyright}{' '}
          <a href={f.authorHref} className="font-semibold text-[var(--s-text)] hover:text-[var(--s-red)]">
            {f.author}
          </a>
        </p>
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-xs">
          <span>{f.version}</span>
          {f.beian && (
            <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="hover:text-[var(--s-red)]">
              {f.beian.text}
            </a>
          )}
          {f.counters && (
            <span>
              {t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span>
            </span>
          )}
        </p>
      </div>
    </footer>
  )
}
