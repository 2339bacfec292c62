// 404 in the full frame (no sidebar): a large 404 set like a headline, the hint to search, the
// way home, and the latest posts to go on reading.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Day from '../components/Day'
import Frame from '../components/Frame'

export default function NotFound({ ctx }: { ctx: ThemeContext }) {
  const { notFound, notFoundHint, backHome, latestPosts } = labels(ctx)
  const latest = ctx.site.latestPosts.map((p) => (
    <li key={p.id} className="flex flex-col gap-0.5 border-b border-dotted border-[var(--s-line)] py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <Link prefetch={false} href={ctx.href(p.href)} className="simple-title-link text-lg font-semibold">
        {p.title}
      </Link>
      <Day day={p.lastEditedDay} className="shrink-0 text-sm text-[var(--s-muted)]" />
    </li>
  ))
  return (
    <Frame ctx={ctx} sidebar={false}>
      <div className="simple-404 border-b-2 border-[var(--s-strong-line)] pb-10 text-center">
        <h1 className="font-[family-name:var(--s-serif)] text-[7rem] leading-none font-bold tracking-tight md:text-[10rem]">404</h1>
        <p className="mt-2 text-sm tracking-[0.2em] text-[var(--s-muted)] uppercase">{notFound}</p>
        <p className="mt-5 text-lg">{notFoundHint}</p>
        <Link
          prefetch={false}
          href={ctx.href('/')}
          className="mt-7 inline-block border border-[var(--s-strong-line)] px-6 py-2.5 font-semibold transition-colors hover:border-[var(--s-red)] hover:text-[var(--s-red)]"
        >
          {backHome}
        </Link>
      </div>
      <section className="simple-404-latest mx-auto mt-10 max-w-3xl">
        <h2 className="simple-widget-title">{latestPosts}</h2>
        <ul>{latest}</ul>
      </section>
    </Frame>
  )
}
