// The footer: a dark strip with the copyright years and author, the theme switch and language
// picker, the optional counters and registration number, and the engine's version.
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import type { ReactNode } from 'react'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { words } from '../words'

/** `dock`: the floating buttons, kept in the footer landmark (they are fixed on screen). */
export default function Footer({ ctx, dock }: { ctx: ThemeContext; dock?: ReactNode }) {
  const w = words(ctx)
  const f = footerFacts(ctx)
  // the optional line: site counters (filled by the busuanzi script) and the registration number
  const extras: ReactNode[] = []
  if (f.counters) {
    extras.push(
      <span key="pv">{w.views} <span data-busuanzi="site_pv">–</span></span>,
      <span key="uv">{w.visitors} <span data-busuanzi="site_uv">–</span></span>,
    )
  }
  if (f.beian) {
    extras.push(<a key="beian" href={f.beian.href} target="_blank" rel="noopener noreferrer" className="hover:text-white">{f.beian.text}</a>)
  }
  return (
    <footer className="hexo-footer mt-12 bg-[#23252c] text-[#c3c7d1] dark:bg-[#0b0c0e]">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 pt-10 pb-20 text-center text-sm md:pb-10">
        <Preferences
          ctx={ctx}
          className="flex items-center gap-2"
          buttonClassName="grid h-9 w-9 place-items-center rounded-full border border-white/20 text-white transition-colors hover:bg-[#6c5ce7]"
          selectClassName="h-9 rounded-full border border-white/20 bg-[#23252c] px-3 text-white dark:bg-[#0b0c0e]"
        />
        <p>
          {f.copyright}{' '}
          <a href={f.authorHref} className="font-semibold text-white hover:underline">
            {f.author}
          </a>
        </p>
        {extras.length > 0 && <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">{extras}</p>}
        <p className="text-xs text-[#a9aebb]">{f.version}</p>
      </div>
      {dock}
    </footer>
  )
}
