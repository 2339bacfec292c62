// The site overview: the avatar, the author, the bio, and the site's state (posts, categories,
// tags from siteStats, each a link to its index) with an RSS link. `compact` is the short form
// under an article's TOC.
import Link from '@/lib/ui/Link'
import { siteStats } from '@/lib/theme-kit/facts'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { Glyph } from '../icons'
import { words } from '../words'

function Avatar({ ctx, size }: { ctx: ThemeContext; size: number }) {
  const src = nextConfig.NEXT_AVATAR
  const turn = nextConfig.NEXT_AVATAR_ROTATE ? ' nx-avatar-turn' : ''
  if (!src) {
    return (
      <span aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.42 }} className={`nx-avatar nx-monogram${turn}`}>
        {Array.from(ctx.config.AUTHOR)[0] ?? '·'}
      </span>
    )
  }
  return <img src={ctx.asset(src)} alt={ctx.config.AUTHOR} width={size} height={size} loading="lazy" decoding="async" className={`nx-avatar${turn}`} />
}

export default function Overview({ ctx, compact = false }: { ctx: ThemeContext; compact?: boolean }) {
  const w = words(ctx)
  const s = siteStats(ctx)
  const c = ctx.config
  const state = nextConfig.NEXT_SITE_STATE && (
    <ul className={`nx-state ${compact ? 'mt-3' : 'mt-4'}`}>
      {[
        { href: '/archive', n: s.posts, label: w.postCount },
        { href: '/category', n: s.categories, label: w.category },
        { href: '/tag', n: s.tags, label: w.tags },
      ].map((it) => (
        <li key={it.href}>
          <Link href={ctx.href(it.href)} className="nx-state-link">
            <span className="nx-state-n">{it.n}</span>
            <span className="nx-state-label">{it.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
  if (compact) {
    return (
      <div className="nx-overview border-t border-[var(--nx-line)] px-4 pt-4 pb-3">
        <div className="flex items-center gap-3">
          <Avatar ctx={ctx} size={44} />
          <div className="min-w-0 text-left">
            <p className="truncate font-semibold text-[var(--nx-strong)]">{c.AUTHOR}</p>
            <p className="truncate text-xs text-[var(--nx-muted)]">{c.BIO}</p>
          </div>
        </div>
        {state}
      </div>
    )
  }
  return (
    <div className="nx-overview px-5 py-6 text-center">
      <Avatar ctx={ctx} size={120} />
      <p className="mt-3 text-lg font-semibold text-[var(--nx-strong)]">{c.AUTHOR}</p>
      {c.BIO && <p className="mt-1 text-sm leading-relaxed text-[var(--nx-muted)]">{c.BIO}</p>}
      {state}
      {nextConfig.NEXT_RSS_LINK && (
        <p className="mt-4">
          <a href={ctx.asset('/atom.xml')} className="nx-rss">
            <Glyph name="rss" size={13} />
            {w.rss}
          </a>
        </p>
      )}
    </div>
  )
}
