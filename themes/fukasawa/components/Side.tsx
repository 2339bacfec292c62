// What the left sidebar holds, drawn once for the fixed desktop column and once (on first
// open) for the phone drawer: the boxed site title and description, the table of contents
// (desktop, articles), the menu, a search box, the announcement, categories, tags, recent
// comments and the social row.
import Link from '@/lib/ui/Link'
import type { ReactNode } from 'react'
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import SearchBox from '@/lib/search-ui/SearchBox'
import { searchBoxProps } from '@/lib/search/server/ui-props'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, noticeLinks } from '@/lib/theme-kit/links'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { fukasawaConfig as fk } from '../config'
import { Glyph, type GlyphName } from '../icons'
import Nav from './Nav'
import Socials from './Socials'
import TagCloud from './TagCloud'

export function Brand({ ctx, className = '' }: { ctx: ThemeContext; className?: string }) {
  const { icon, title } = ctx.site.info
  return (
    <Link prefetch={false} href={ctx.href('/')} className={`fk-brand ${className}`}>
      {icon && !/^(https?:|\/)/.test(icon) && (
        <span aria-hidden="true" className="notion-emoji">
          {icon}
        </span>
      )}
      {icon && /^(https?:|\/)/.test(icon) && <img src={ctx.asset(icon)} alt="" width={22} height={22} className="h-[22px] w-[22px] object-cover" />}
      {/* a long name (or a wider system font) takes a second line inside the box, never cut */}
      <span className="min-w-0 text-balance break-words">{title}</span>
    </Link>
  )
}

export function Block({ title, glyph, children, className = '' }: { title: string; glyph: GlyphName; children: ReactNode; className?: string }) {
  return (
    <section className={`fk-block ${className}`}>
      <h2 className="fk-block-title">
        <Glyph name={glyph} size={15} />
        {title}
      </h2>
      {children}
    </section>
  )
}

export default function Side({ ctx, toc, where }: { ctx: ThemeContext; toc?: TocEntry[]; where: 'column' | 'drawer' }) {
  const t = labels(ctx)
  const f = labels(ctx)
  const notices = fk.FUKASAWA_WIDGET_NOTICES ? noticeLinks(ctx) : []
  return (
    <div className="fk-side flex flex-col gap-8">
      <div>
        <Brand ctx={ctx} />
        <p className="mt-5 text-sm leading-relaxed text-[var(--fk-muted)]">{ctx.site.info.description || ctx.config.DESCRIPTION}</p>
      </div>
      {/* on articles the contents come first: they are what a reader reaches for */}
      {where === 'column' && toc && toc.length > 0 && (
        <Block title={t.toc} glyph="toc" className="fk-toc-block">
          <TocList items={toc} indent={12} className="fk-toc" listClassName="space-y-px" linkClassName="fk-toc-link" />
        </Block>
      )}
      <Nav ctx={ctx} label={t.navigation} />
      <SearchBox {...searchBoxProps(ctx, '')} className="fk-search h-10" />
      {notices.length > 0 && (
        <Block title={f.announcement} glyph="bell" className="fk-notices">
          <ul className="space-y-2 text-sm leading-snug">
            {notices.map((n) => (
              <li key={n.id}>
                {n.route ? (
                  <Link prefetch={false} href={n.route} className="fk-underline">
                    {n.title}
                  </Link>
                ) : (
                  <a href={n.href} target="_blank" rel="noopener noreferrer" className="fk-underline">
                    {n.title}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Block>
      )}
      {fk.FUKASAWA_WIDGET_CATEGORIES && ctx.site.categories.length > 0 && (
        <Block title={t.category} glyph="folder">
          <ul className="text-sm">
            {ctx.site.categories.slice(0, ctx.config.PREVIEW_CATEGORY_COUNT).map((c) => (
              <li key={c.name}>
                <Link prefetch={false} href={categoryHref(ctx, c.name)} className="fk-count-row">
                  <span className="min-w-0 truncate">{c.name}</span>
                  <span className="fk-count">{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Block>
      )}
      {fk.FUKASAWA_WIDGET_TAGS && ctx.site.tags.length > 0 && (
        <Block title={t.tags} glyph="tag">
          <TagCloud ctx={ctx} limit={ctx.config.PREVIEW_TAG_COUNT} />
        </Block>
      )}
      {showsRecentComments() && (
        <Block title={t.recentComments} glyph="chat">
          <RecentComments strings={ctx.strings} />
        </Block>
      )}
      <Socials ctx={ctx} />
    </div>
  )
}
