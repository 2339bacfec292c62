// The right column (xl and up), as in NexT's NotionNext preview: the announcement, the latest
// posts, the categories and the tags, each a small white card with a muted heading. Below xl it
// is gone: the home list shows the announcement itself and the left column (or the phone
// drawer) leads to the category and tag indexes.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { Glyph, type Shape } from '../icons'
import { words } from '../words'
import Notice from './Notice'

/** how many categories and tags the column lists before its "view all" link */
const SHOWN = 12

function Widget({ glyph, title, more, children }: { glyph: Shape; title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className="nx-card px-4 py-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="nx-panel-title">
          <Glyph name={glyph} size={13} />
          {title}
        </h2>
        {more && (
          <Link href={more.href} className="nx-widget-more">
            {more.label}
            <Glyph name="right" size={10} />
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}

export default function Widgets({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  const { latestPosts, categories, tags } = ctx.site
  return (
    <aside aria-label={`${w.latest} · ${w.category} · ${w.tags}`} className="nx-widgets hidden w-56 shrink-0 flex-col gap-3 lg:order-3 xl:flex">
      {nextConfig.NEXT_ANNOUNCEMENT && <Notice ctx={ctx} side />}
      {latestPosts.length > 0 && (
        <Widget glyph="clock" title={w.latest}>
          <ol className="nx-widget-list">
            {latestPosts.map((p) => (
              <li key={p.id}>
                <Link href={ctx.href(p.href)} className="nx-widget-link line-clamp-2">
                  {p.title}
                </Link>
              </li>
            ))}
          </ol>
        </Widget>
      )}
      {categories.length > 0 && (
        <Widget glyph="folder" title={w.category} more={{ href: ctx.href('/category'), label: w.viewAll }}>
          <ul className="nx-widget-list">
            {categories.slice(0, SHOWN).map((c) => (
              <li key={c.name}>
                <Link href={categoryHref(ctx, c.name)} className="nx-widget-link inline-flex items-center gap-1.5">
                  <Glyph name="folder" size={12} className="text-[var(--nx-muted)]" />
                  {c.name}
                  <span className="text-[var(--nx-muted)]">({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </Widget>
      )}
      {tags.length > 0 && (
        <Widget glyph="tag" title={w.tags} more={{ href: ctx.href('/tag'), label: w.viewAll }}>
          <ul className="flex flex-wrap gap-1.5 pt-1">
            {tags.slice(0, SHOWN).map((t) => (
              <li key={t.name}>
                <Link href={tagHref(ctx, t.name)} className="nx-widget-tag">
                  {t.name}
                  <span className="opacity-70">({t.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </Widget>
      )}
    </aside>
  )
}
