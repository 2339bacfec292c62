// 404: a large 404, a hint to search, a button home, and the latest posts to go on reading.
// Deliberately without the full chrome (top bar, sidebar, footer) and with the cards fetched by
// an island: Next embeds the not-found page in the payload of every page under the layout, so
// each byte here is paid on every page.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/themes/types'
import SiteLogo from '../components/SiteLogo'
import { cardOptions } from '../components/PostGrid'
import { heoCopy } from '../config'
import { HomeIcon } from '../icons'
import { LatestCards } from '../islands/lazy'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const themeQuery = new URL(ctx.href('/'), 'http://x').search
  return (
    <div className="heo min-h-screen">
      <main id="main" className="mx-auto w-full max-w-[86rem] px-4 pt-4 pb-10 md:px-6">
      <header className="mb-4 flex h-14 items-center">
        <Link prefetch={false} href={ctx.href('/')} className="flex items-center gap-2 text-lg font-bold">
          <SiteLogo ctx={ctx} />
        </Link>
      </header>
      <section className="heo-card heo-404 mb-6 flex flex-col items-center gap-4 px-6 py-14 text-center">
        <h1 className="bg-gradient-to-r from-[#4f65f0] to-[#15c6ff] bg-clip-text text-8xl font-black text-transparent md:text-9xl">404</h1>
        <p className="text-lg text-[var(--heo-muted)]">{heoCopy.notFound.hint}</p>
        <Link prefetch={false}
          href={ctx.href('/')}
          className="flex items-center gap-2 rounded-full bg-[var(--heo-accent-bg)] px-6 py-2.5 font-bold text-white shadow-lg shadow-[#4f65f0]/30 transition-transform hover:-translate-y-0.5"
        >
          <HomeIcon />
          {heoCopy.notFound.home}
        </Link>
      </section>
      <LatestCards opts={cardOptions(ctx)} themeQuery={themeQuery} count={ctx.site.latestPosts.length} className="grid grid-cols-1 gap-4 md:grid-cols-2" />
      </main>
    </div>
  )
}
