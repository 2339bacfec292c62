// The right sidebar (below the content on phones and tablets): the info card with the site's
// counts, the announcement, and then on lists the latest posts, categories, tags and recent
// comments; on an article with headings, the table of contents, kept in view while reading.
import { noticeLinks } from '@/lib/theme-kit/links'
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { siteStats } from '@/lib/theme-kit/facts'
import { aboutPage, categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { hexoConfig } from '../config'
import { Glyph, type GlyphName } from '../icons'
import { avatarPath } from '../media'
import { words } from '../words'
import Thumb from './Thumb'

export function Panel({ title, glyph, className = '', children }: { title: string; glyph: GlyphName; className?: string; children: ReactNode }) {
  return (
    <section className={`hexo-card p-5 ${className}`}>
      <h2 className="mb-3 flex items-center gap-2 border-b border-[var(--hx-line)] pb-3 text-base font-semibold">
        <Glyph name={glyph} size={17} className="text-[var(--hx-accent)]" />
        {title}
      </h2>
      {children}
    </section>
  )
}

function InfoCard({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  const stats = siteStats(ctx)
  const about = aboutPage(ctx)
  const counts = [
    { label: w.articles, n: stats.posts, href: '/archive' },
    { label: w.category, n: stats.categories, href: '/category' },
    { label: w.tags, n: stats.tags, href: '/tag' },
  ]
  const name = <span className="text-xl font-semibold">{ctx.config.AUTHOR}</span>
  return (
    <section className="hexo-card hexo-info flex flex-col items-center px-6 pt-8 pb-6 text-center">
      <img
        src={ctx.asset(avatarPath())}
        alt={ctx.config.AUTHOR}
        width={112}
        height={112}
        loading="lazy"
        className="h-28 w-28 rounded-full object-cover shadow-md ring-4 ring-[var(--hx-soft)] transition-transform duration-700 hover:rotate-[360deg]"
      />
      <p className="mt-4">{about ? <Link href={ctx.href(about.href)} className="hover:text-[var(--hx-accent)]">{name}</Link> : name}</p>
      <p className="mt-1 text-sm text-[var(--hx-dim)]">{ctx.config.BIO}</p>
      <ul className="mt-5 grid w-full grid-cols-3">
        {counts.map((c) => (
          <li key={c.href}>
            <Link href={ctx.href(c.href)} className="flex flex-col items-center rounded-lg py-1 hover:text-[var(--hx-accent)]">
              <span className="text-sm text-[var(--hx-dim)]">{c.label}</span>
              <span className="text-lg font-bold tabular-nums">{c.n}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Announcement({ ctx }: { ctx: ThemeContext }) {
  const notices = noticeLinks(ctx)
  if (!hexoConfig.HEXO_WIDGET_ANNOUNCEMENT || notices.length === 0) return null
  return (
    <Panel title={words(ctx).announcement} glyph="bell" className="hexo-announcement">
      <ul className="flex flex-col gap-2 text-sm leading-6">
        {notices.map((n) => (
          <li key={n.id}>
            <a href={n.href} {...(n.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className="hover:text-[var(--hx-accent)]">
              {n.title}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

/** The latest posts: a square thumbnail beside the date and a two-line title. */
export function LatestList({ ctx }: { ctx: ThemeContext }) {
  const rows = ctx.site.latestPosts.map((p) => (
    <li key={p.id}>
      <Link href={ctx.href(p.href)} className="group grid grid-cols-[3.5rem_1fr] items-center gap-x-3">
        <Thumb ctx={ctx} post={p} w={56} h={56} className="row-span-2 h-14 w-14 rounded-lg object-cover" />
        <time dateTime={p.lastEditedDay} className="text-xs text-[var(--hx-dim)]">{formatDay(p.lastEditedDay)}</time>
        <span className="line-clamp-2 text-sm leading-snug group-hover:text-[var(--hx-accent)]">{p.title}</span>
      </Link>
    </li>
  ))
  return <ul className="flex flex-col gap-3">{rows}</ul>
}

export function CategoryRows({ ctx, limit }: { ctx: ThemeContext; limit?: number }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {ctx.site.categories.slice(0, limit).map((c) => (
        <li key={c.name}>
          <Link href={categoryHref(ctx, c.name)} className="hexo-row">
            <span className="flex items-center gap-2">
              <Glyph name="folder" size={15} />
              {c.name}
            </span>
            <span className="text-xs text-[var(--hx-dim)] tabular-nums">{c.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function TagCloud({ ctx, limit, large = false }: { ctx: ThemeContext; limit?: number; large?: boolean }) {
  return (
    <ul className={`flex flex-wrap ${large ? 'gap-3' : 'gap-2'}`}>
      {ctx.site.tags.slice(0, limit).map((t) => (
        <li key={t.name}>
          <Link href={tagHref(ctx, t.name)} className={`hexo-chip ${large ? 'px-3 py-1 text-sm' : ''}`}>
            {t.name}
            <sup className="text-[0.7em] opacity-80">{t.count}</sup>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export default function Aside({ ctx, toc }: { ctx: ThemeContext; toc?: TocEntry[] }) {
  const w = words(ctx)
  const c = ctx.config
  const reading = !!toc && toc.length > 0
  return (
    <aside className="hexo-aside flex w-full shrink-0 flex-col gap-6 lg:w-72">
      <InfoCard ctx={ctx} />
      <Announcement ctx={ctx} />
      {reading ? (
        <div className="sticky top-20 hidden lg:block">
          <Panel title={w.toc} glyph="toc" className="hexo-toc-card">
            <TocList items={toc} indent={12} className="max-h-[calc(100vh-12rem)] overflow-y-auto" listClassName="flex flex-col" linkClassName="hexo-toc-link" />
          </Panel>
        </div>
      ) : (
        <>
          {hexoConfig.HEXO_WIDGET_LATEST_POSTS && ctx.site.latestPosts.length > 0 && (
            <Panel title={w.latestPosts} glyph="history" className="hexo-latest">
              <LatestList ctx={ctx} />
            </Panel>
          )}
          {hexoConfig.HEXO_WIDGET_CATEGORIES && ctx.site.categories.length > 0 && (
            <Panel title={w.category} glyph="folder" className="hexo-categories">
              <CategoryRows ctx={ctx} limit={c.PREVIEW_CATEGORY_COUNT} />
            </Panel>
          )}
          {hexoConfig.HEXO_WIDGET_TAGS && ctx.site.tags.length > 0 && (
            <Panel title={w.tags} glyph="tag" className="hexo-tags">
              <TagCloud ctx={ctx} limit={c.PREVIEW_TAG_COUNT} />
            </Panel>
          )}
          {showsRecentComments() && (
            <Panel title={w.recentComments} glyph="chat" className="hexo-recent-comments">
              <RecentComments strings={ctx.strings} />
            </Panel>
          )}
        </>
      )}
    </aside>
  )
}
