// NexT's footer, centred under everything: © years ♥ author, the engine and its version, the
// registration number and the counters when set, then the theme and language preferences.
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { words } from '../words'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  const f = footerFacts(ctx)
  return (
    <footer className="nx-footer mt-8 px-4 pt-6 pb-20 text-center text-[0.8125rem] leading-7 text-[var(--nx-muted)] lg:pb-8">
      <p className="flex flex-wrap items-center justify-center gap-x-2">
        <span>{f.copyright}</span>
        <Glyph name="heart" size={13} className="nx-heart" />
        <a href={f.authorHref} className="nx-link">
          {f.author}
        </a>
      </p>
      <p>{w.poweredBy(f.version)}</p>
      {(f.beian || f.counters) && (
        <p className="flex flex-wrap justify-center gap-x-3">
          {f.beian && (
            <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="nx-link">
              {f.beian.text}
            </a>
          )}
          {f.counters && (
            <span>
              {w.views} <span data-busuanzi="site_pv">–</span> · {w.visitors} <span data-busuanzi="site_uv">–</span>
            </span>
          )}
        </p>
      )}
      <Preferences
        ctx={ctx}
        className="mt-3 flex items-center justify-center gap-2"
        buttonClassName="nx-pref-btn"
        selectClassName="nx-pref-select"
      />
    </footer>
  )
}
