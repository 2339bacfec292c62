// A card of the wall: the cover (cut to the wall's one 3:2 shape, so its box is known before it
// loads and every card's picture is the same height), the title with the post's icon, the
// summary, then the date and category in small type and the tags. Search results use the same card, with the keyword marked in title and summary.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import PostMark from './PostMark'

export interface CardView {
  id: string
  href: string
  title: string
  /** the title as escaped HTML with the search keyword marked */
  titleHtml?: string
  summary: string
  summaryHtml?: string
  /** the first lines of the article, shown instead of the summary */
  preview?: string
  category: string | null
  day: string | null
  cover: string | null
  icon: string | null
  tags: Array<{ name: string; tint: string }>
}

/**
 * `blank`: a card without a cover on a wall whose other cards have one (a page found by search,
 * a post without a picture) gets the cover's box, tinted, with the title's first letter: a row
 * of cards then keeps one height instead of leaving a hole the size of a picture under it.
 */
export default function Card({ ctx, card, eager = false, blank = false }: { ctx: ThemeContext; card: CardView; eager?: boolean; blank?: boolean }) {
  const href = ctx.href(card.href)
  return (
    <article className="fk-card">
      {!card.cover && blank && (
        <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true" className="fk-cover fk-cover-blank">
          <span>{Array.from(card.title.trim())[0]}</span>
        </Link>
      )}
      {card.cover && (
        <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true" className="fk-cover">
          <img
            src={ctx.asset(card.cover)}
            alt=""
            width={400}
            height={267}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        </Link>
      )}
      <div className="fk-card-body">
        <h2 className="fk-card-title">
          <Link prefetch={false} href={href}>
            <PostMark id={card.id} icon={card.icon} base={ctx.config.SUB_PATH} size={18} />
            {card.titleHtml ? <span dangerouslySetInnerHTML={{ __html: card.titleHtml }} /> : card.title}
          </Link>
        </h2>
        {card.preview ? (
          <p className="fk-card-text line-clamp-[8] whitespace-pre-line">{card.preview}</p>
        ) : card.summaryHtml ? (
          <p className="fk-card-text" dangerouslySetInnerHTML={{ __html: card.summaryHtml }} />
        ) : (
          card.summary && <p className="fk-card-text">{card.summary}</p>
        )}
        <div className="fk-card-foot">
          {card.day && (
            <time dateTime={card.day} className="fk-card-meta">
              {formatDay(card.day)}
            </time>
          )}
          {card.category && (
            <Link prefetch={false} href={categoryHref(ctx, card.category)} className="fk-card-meta fk-card-cat">
              <Glyph name="folder" size={13} />
              {card.category}
            </Link>
          )}
          {card.tags.length > 0 && (
            <span className="ml-auto flex flex-wrap justify-end gap-1">
              {card.tags.map((tag) => (
                <Link prefetch={false} key={tag.name} href={tagHref(ctx, tag.name)} data-tint={tag.tint} className="fk-tag fk-tag-sm">
                  {tag.name}
                </Link>
              ))}
            </span>
          )}
        </div>
      </div>
    </article>
  )
}
