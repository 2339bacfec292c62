// The right-hand column, ruled off from the content (under it on phones): search box,
// categories, tags, latest posts, recent comments (when on), the announcement and, on articles,
// the catalog, which stays in view while reading.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import SearchBox from '@/lib/search-ui/SearchBox'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, noticeLinks, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { simpleConfig } from '../config'
import { BellGlyph, ExternalGlyph } from '../icons'
import { showsCatalog } from '../logic'
import Day from './Day'

export function Widget({ title, className = '', children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`simple-widget ${className}`}>
      <h2 className="simple-widget-title">{title}</h2>
      {children}
    </section>
  )
}

export function TagCloud({ ctx, limit, className = '' }: { ctx: ThemeContext; limit?: number; className?: string }) {
  const tags = limit ? ctx.site.tags.slice(0, limit) : ctx.site.tags
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false} href={tagHref(ctx, tag.name)} className="simple-tag">
            {tag.name}
            <span className="ml-1 text-[var(--s-muted)]">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function CategoryRows({ ctx, limit }: { ctx: ThemeContext; limit?: number }) {
  const list = limit ? ctx.site.categories.slice(0, limit) : ctx.site.categories
  return (
    <ul>
      {list.map((c) => (
        <li key={c.name}>
          <Link prefetch={false} href={categoryHref(ctx, c.name)} className="simple-row-link">
            <span>{c.name}</span>
            <span className="text-sm text-[var(--s-muted)] tabular-nums">({c.count})</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Announcement({ ctx }: { ctx: ThemeContext }) {
  const m = labels(ctx)
  const notices = noticeLinks(ctx)
  if (!notices.length) return null
  return (
    <Widget title={m.announcement} className="simple-announcement">
      <ul className="space-y-3 border-l-2 border-[var(--s-red)] pl-4 text-[0.9375rem] leading-relaxed">
        {notices.map((n) => (
          <li key={n.id} className="flex gap-2">
            <BellGlyph size={15} className="mt-1 text-[var(--s-muted)]" />
            {n.route ? (
              <Link prefetch={false} href={n.route} className="hover:text-[var(--s-red)]">
                {n.title}
              </Link>
            ) : (
              <a href={n.href} target="_blank" rel="noopener noreferrer" className="hover:text-[var(--s-red)]">
                {n.title}
                <ExternalGlyph size={12} className="ml-1 inline opacity-70" />
              </a>
            )}
          </li>
        ))}
      </ul>
    </Widget>
  )
}

export default function Sidebar({ ctx, toc, search = true }: { ctx: ThemeContext; toc?: TocEntry[]; search?: boolean }) {
  const t = labels(ctx)
  const c = simpleConfig
  return (
    <aside
      className="simple-sidebar mt-4 border-t border-[var(--s-line)] pt-10 pb-8 lg:mt-0 lg:w-[300px] lg:shrink-0 lg:border-t-0 lg:border-l lg:pt-10 lg:pl-9"
    >
      {search && c.SIMPLE_WIDGET_SEARCH && (
        <Widget title={t.search}>
          <SearchBox {...searchBoxProps(ctx, '')} className="simple-search-box h-10 border border-[var(--s-line)] text-sm focus-within:border-[var(--s-strong-line)]" />
        </Widget>
      )}
      {c.SIMPLE_WIDGET_CATEGORIES && ctx.site.categories.length > 0 && (
        <Widget title={t.category}>
          <CategoryRows ctx={ctx} limit={ctx.config.PREVIEW_CATEGORY_COUNT} />
        </Widget>
      )}
      {c.SIMPLE_WIDGET_TAGS && ctx.site.tags.length > 0 && (
        <Widget title={t.tags}>
          <TagCloud ctx={ctx} limit={ctx.config.PREVIEW_TAG_COUNT} />
        </Widget>
      )}
      {c.SIMPLE_WIDGET_LATEST_POSTS && ctx.site.latestPosts.length > 0 && (
        <Widget title={t.latestPosts}>
          <ol className="space-y-3">
            {ctx.site.latestPosts.map((p) => (
              <li key={p.id}>
                <Link prefetch={false} href={ctx.href(p.href)} className="block leading-snug hover:text-[var(--s-red)]">
                  {p.title}
                </Link>
                <Day day={p.lastEditedDay} className="text-xs text-[var(--s-muted)]" />
              </li>
            ))}
          </ol>
        </Widget>
      )}
      {showsRecentComments() && (
        <Widget title={t.recentComments} className="simple-recent-comments">
          <RecentComments strings={ctx.strings} />
        </Widget>
      )}
      {c.SIMPLE_WIDGET_ANNOUNCEMENT && <Announcement ctx={ctx} />}
      {showsCatalog(toc) && (
        <div className="simple-widget sticky top-6 hidden max-h-[calc(100vh-3rem)] overflow-y-auto lg:block">
          <h2 className="simple-widget-title">{t.toc}</h2>
          <TocList items={toc} indent={14} listClassName="simple-toc" linkClassName="simple-toc-link" />
        </div>
      )}
    </aside>
  )
}
