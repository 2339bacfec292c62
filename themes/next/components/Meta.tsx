// NexT's meta lines: small grey items (an icon, a word, the value) split by thin rules. One
// for list entries (published, category, tags), one for articles (published → its archive
// month, edited, category, words, reading time, views).
import type { ReactNode } from 'react'
import { formatDay } from '@/lib/render/dates'
import { articleFacts } from '@/lib/theme-kit/facts'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { Article, Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph, type Shape } from '../icons'
import { words } from '../words'

function Item({ glyph, label, children }: { glyph: Shape; label?: string; children: ReactNode }) {
  return (
    <span className="nx-meta-item">
      <Glyph name={glyph} size={12} />
      {label && <span className="nx-meta-label">{label}</span>}
      {children}
    </span>
  )
}

const Day = ({ day }: { day: string }) => <time dateTime={day}>{formatDay(day)}</time>

function Category({ ctx, name }: { ctx: ThemeContext; name: string | null }) {
  if (!name) return null
  return (
    <Item glyph="folder" label={words(ctx).oneCategory}>
      <Link href={categoryHref(ctx, name)} className="nx-link">
        {name}
      </Link>
    </Item>
  )
}

export function EntryMeta({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  return (
    <div className="nx-meta">
      <Item glyph="calendar" label={words(ctx).postTime}>
        <Day day={post.publishDay} />
      </Item>
      <Category ctx={ctx} name={post.category} />
      {post.tags.length > 0 && (
        <Item glyph="tag">
          {post.tags.map((tag) => (
            <Link key={tag} href={tagHref(ctx, tag)} className="nx-link">
              #{tag}
            </Link>
          ))}
        </Item>
      )}
    </div>
  )
}

export function ArticleMeta({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const w = words(ctx)
  const f = articleFacts(ctx, article)
  return (
    <div className="nx-meta">
      {f.published && (
        <Item glyph="calendar" label={w.postTime}>
          <Link href={f.published.href} className="nx-link">
            <Day day={f.published.day} />
          </Link>
        </Item>
      )}
      <Item glyph="calendarEdit" label={w.lastEdited}>
        <Day day={f.lastEdited} />
      </Item>
      <Category ctx={ctx} name={article.post.category} />
      {f.reading && (
        <>
          <Item glyph="words" label={w.wordCount}>
            {f.reading.words}
          </Item>
          <Item glyph="clock" label={w.readTime}>
            {f.reading.minutes} {w.minutes}
          </Item>
        </>
      )}
      {f.views && (
        <Item glyph="eye" label={w.views}>
          <span data-busuanzi="page_pv">–</span>
        </Item>
      )}
    </div>
  )
}
