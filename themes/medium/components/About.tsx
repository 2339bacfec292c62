// The About side of the panel (and of the phone's menu sheet): a search box, the author card
// (picture, name, bio, counts), the announcements, categories, tags, the latest posts and, when
// Waline's widget is on, the recent comments.
import { noticeLinks } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import { formatDay } from '@/lib/render/dates'
import SearchBox from '@/lib/search-ui/SearchBox'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import { siteStats } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { aboutPage, categoryHref } from '@/lib/theme-kit/links'
import type { ReactNode } from 'react'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { mediumConfig } from '../config'
import { Glyph } from '../icons'
import Avatar from './Avatar'
import TagChips from './TagChips'

function Block({ title, more, children }: { title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className="mt-9">
      <div className="mb-3.5 flex items-baseline justify-between gap-3">
        <h2 className="text-base font-semibold">{title}</h2>
        {more && (
          <Link prefetch={false} href={more.href} className="inline-flex items-center gap-0.5 text-xs text-[var(--md-muted)] hover:text-[var(--md-fg)]">
            {more.label}
            <Glyph name="right" size={12} />
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}

export function AuthorCard({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const stats = siteStats(ctx)
  const about = aboutPage(ctx)
  const name = <span className="text-lg font-semibold">{ctx.config.AUTHOR}</span>
  const counts: Array<[string, number, string]> = [
    [t.postCount, stats.posts, '/archive'],
    [t.category, stats.categories, '/category'],
    [t.tags, stats.tags, '/tag'],
  ]
  return (
    <div className="md-author-card">
      <Avatar ctx={ctx} size={72} />
      <p className="mt-3.5">
        {about ? (
          <Link prefetch={false} href={ctx.href(about.href)} className="hover:underline">
            {name}
          </Link>
        ) : (
          name
        )}
      </p>
      {ctx.config.BIO && <p className="md-serif mt-1.5 text-[0.95rem] leading-relaxed text-[var(--md-muted)]">{ctx.config.BIO}</p>}
      <ul className="mt-4 grid grid-cols-3 gap-2 text-center">
        {counts.map(([label, n, href]) => (
          <li key={href}>
            <Link prefetch={false} href={ctx.href(href)} className="flex flex-col rounded-lg py-2 transition-colors hover:bg-[var(--md-soft)]">
              <span className="text-lg font-semibold tabular-nums">{n}</span>
              <span className="text-xs text-[var(--md-muted)]">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The workspace's notices (the announcement), each leading where it points. */
export function Notices({ ctx }: { ctx: ThemeContext }) {
  const notices = noticeLinks(ctx)
  if (!notices.length) return null
  return (
    <ul className="md-notices mt-6 space-y-2 rounded-lg bg-[var(--md-soft)] p-4 text-sm leading-relaxed">
      {notices.map((n) => {
        return (
          <li key={n.id} className="flex gap-2">
            <Glyph name="megaphone" size={16} className="mt-0.5 text-[var(--md-accent)]" />
            <a
              href={n.href}
              {...(n.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="hover:underline"
            >
              {n.title}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** the search page (with or without a keyword): its own box is the way into search there */
export const onSearchPage = (ctx: Pick<ThemeContext, 'path'>) => ctx.path === '/search' || ctx.path.startsWith('/search/')

export default function About({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const tagCount = mediumConfig.MEDIUM_PANEL_TAG_COUNT
  return (
    <div className="md-about">
      {!onSearchPage(ctx) && (
        <SearchBox
          {...searchBoxProps(ctx, '')}
          className="md-panel-search mb-8 h-10 overflow-hidden rounded-full bg-[var(--md-soft)] text-sm text-[var(--md-fg)] focus-within:ring-1 focus-within:ring-[var(--md-fg)] [&_input]:placeholder:text-[var(--md-muted)]"
        />
      )}
      <AuthorCard ctx={ctx} />
      <Notices ctx={ctx} />
      {ctx.site.categories.length > 0 && (
        <Block title={t.category} more={{ href: ctx.href('/category'), label: t.moreCategories }}>
          <ul className="space-y-0.5 text-sm">
            {ctx.site.categories.slice(0, ctx.config.PREVIEW_CATEGORY_COUNT || undefined).map((c) => (
              <li key={c.name}>
                <Link prefetch={false} href={categoryHref(ctx, c.name)} className="flex items-center gap-2 rounded-md py-1.5 hover:text-[var(--md-accent)]">
                  <Glyph name="folder" size={16} className="text-[var(--md-muted)]" />
                  <span className="flex-1 truncate">{c.name}</span>
                  <span className="text-xs text-[var(--md-muted)] tabular-nums">{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Block>
      )}
      {tagCount > 0 && ctx.site.tags.length > 0 && (
        <Block title={t.tags} more={ctx.site.tags.length > tagCount ? { href: ctx.href('/tag'), label: t.tags } : undefined}>
          <TagChips ctx={ctx} tags={ctx.site.tags.slice(0, tagCount)} />
        </Block>
      )}
      {mediumConfig.MEDIUM_PANEL_LATEST && ctx.site.latestPosts.length > 0 && (
        <Block title={t.latestPosts}>
          <ol className="space-y-4">
            {ctx.site.latestPosts.map((p) => (
              <li key={p.id}>
                <Link prefetch={false} href={ctx.href(p.href)} className="group block">
                  <span className="line-clamp-2 text-[0.95rem] leading-snug font-semibold group-hover:underline">{p.title}</span>
                  <time dateTime={p.lastEditedDay} className="mt-1 block text-xs text-[var(--md-muted)]">
                    {formatDay(p.lastEditedDay)}
                  </time>
                </Link>
              </li>
            ))}
          </ol>
        </Block>
      )}
      {showsRecentComments() && (
        <Block title={t.recentComments}>
          <RecentComments strings={ctx.strings} />
        </Block>
      )}
    </div>
  )
}
