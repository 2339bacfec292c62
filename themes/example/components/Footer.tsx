// SLOT: footer. One grey band: the theme switch and language picker (Preferences), then the
// copyright line with the author, the optional registration number and counters, the version.
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/themes/types'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
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
          {f.copyright}{' '}
          <a href={f.authorHref} className="example-link text-ex-text">
            {f.author}
          </a>
        </p>
        <p className="flex flex-wrap justify-center gap-x-3">
          {f.counters && (
            <span>
              {t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span>
            </span>
          )}
          {f.beian && (
            <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="example-link">
              {f.beian.text}
            </a>
          )}
          <span>{f.version}</span>
        </p>
      </div>
    </footer>
  )
}
