// The photo grid: full-bleed 16:9 cards, three across on desktops, two on tablets, one on
// phones. Each card is its post's cover with the title over the bottom-left (the post's own
// icon before it, or its index number in a small square when it has none) and the category
// chip in the top-left corner. The card's link leads to the post;
// with script, a plain press opens the page's quick-look dialog with the large picture
// (PreviewDialog reads the card's data-preview). Cards fade up, one after the other, the first
// time they come into view (style.css; not at all with reduced motion). The first row's
// pictures load at once, the first with high priority; the rest when scrolled near.
import type { CSSProperties } from 'react'
import { preload } from 'react-dom'
import { formatDay } from '@/lib/render/dates'
import { resizedUrl } from '@/lib/site/images'
import type { Post } from '@/lib/site/types'
import { categoryHref } from '@/lib/theme-kit/links'
import { emojiIcon } from '@/lib/theme-kit/menu'
import type { PreviewData } from '@/lib/ui/kit/PreviewDialog'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { plogConfig as pl } from '../config'

export interface PhotoCard {
  id: string
  href: string
  title: string
  /** the title as escaped HTML with a search keyword marked */
  titleHtml?: string
  summary: string
  category: string | null
  day: string | null
  /** the full cover (the dialog's picture and the card's larger rendition), or null */
  cover: string | null
  /** the post's page icon (an emoji or a picture's address), or null */
  icon: string | null
}

export const CARD_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw'

export function cardOf(post: Post): PhotoCard {
  return {
    id: post.id,
    href: post.href,
    title: post.title,
    summary: post.summary,
    category: post.category,
    day: post.publishDay,
    cover: post.pageCover ?? (pl.PLOG_COVER_FALLBACK || null),
    icon: post.pageIcon,
  }
}

/** Two renditions of a picture the site serves (400 and 800 wide); others as they are. */
export function renditions(ctx: ThemeContext, src: string) {
  const small = resizedUrl(src, 400, 50) ?? src
  const large = resizedUrl(src, 800, 60) ?? src
  if (small === src) return { src: ctx.asset(src), srcSet: undefined }
  return { src: ctx.asset(small), srcSet: `${ctx.asset(small)} 400w, ${ctx.asset(large)} 800w` }
}

/** The mark before a card's title: the post's own icon (an emoji, or a small picture); only a
 * post without one gets its index number in a small square (PLOG_CARD_NUMBERS). Decorative:
 * the title beside it names the link. */
function Badge({ ctx, icon, n }: { ctx: ThemeContext; icon: string | null; n: number }) {
  if (icon && /^(https?:|\/)/.test(icon)) return <img src={ctx.asset(icon)} alt="" width={22} height={22} className="pl-badge-img" />
  const emoji = emojiIcon(icon)
  if (emoji)
    return (
      <span className="pl-emoji" aria-hidden="true">
        {emoji}
      </span>
    )
  if (!pl.PLOG_CARD_NUMBERS) return null
  return (
    <span className="pl-num" aria-hidden="true">
      {n}
    </span>
  )
}

function Card({ ctx, card, n, index }: { ctx: ThemeContext; card: PhotoCard; n: number; index: number }) {
  const href = ctx.href(card.href)
  const pic = card.cover ? renditions(ctx, card.cover) : null
  const big = card.cover ? { src: ctx.asset(resizedUrl(card.cover, 1280, 70) ?? card.cover), srcSet: pic?.srcSet ? `${pic.srcSet}, ${ctx.asset(resizedUrl(card.cover, 1280, 70)!)} 1280w` : undefined } : null
  const facts = [card.day ? formatDay(card.day) : '', card.category ?? ''].filter(Boolean)
  const preview: PreviewData = { href, title: card.title, image: big?.src ?? null, srcSet: big?.srcSet, summary: card.summary, facts }
  const firstRow = index < 3
  return (
    <li className="pl-card" style={{ '--pl-col': index % 3 } as CSSProperties} data-preview={pl.PLOG_CARD_PREVIEW ? JSON.stringify(preview) : undefined}>
      <Link prefetch={false} href={href} className="pl-card-link" data-preview-open={pl.PLOG_CARD_PREVIEW ? '' : undefined} aria-haspopup={pl.PLOG_CARD_PREVIEW ? 'dialog' : undefined}>
        {pic ? (
          <img
            src={pic.src}
            srcSet={pic.srcSet}
            sizes={pic.srcSet ? CARD_SIZES : undefined}
            alt=""
            width={400}
            height={225}
            loading={firstRow ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : firstRow ? 'auto' : undefined}
            decoding="async"
            className="pl-card-img"
          />
        ) : (
          <span className="pl-fallback" aria-hidden="true">
            {card.title.slice(0, 1)}
          </span>
        )}
        <span className="pl-card-shade" aria-hidden="true" />
        <h2 className="pl-card-title">
          <Badge ctx={ctx} icon={card.icon} n={n} />
          {card.titleHtml ? <span className="line-clamp-2" dangerouslySetInnerHTML={{ __html: card.titleHtml }} /> : <span className="line-clamp-2">{card.title}</span>}
        </h2>
      </Link>
      {pl.PLOG_CARD_CATEGORY && card.category && (
        <Link prefetch={false} href={categoryHref(ctx, card.category)} className="pl-chip">
          {card.category}
        </Link>
      )}
    </li>
  )
}

/** The grid; `first` is the number of the first card (page 2 of 12 a page starts at 13). */
export default function PhotoGrid({ ctx, cards, first = 1, label }: { ctx: ThemeContext; cards: PhotoCard[]; first?: number; label?: string }) {
  const lead = cards[0]?.cover
  if (lead) {
    const p = renditions(ctx, lead)
    preload(p.src, { as: 'image', fetchPriority: 'high', imageSrcSet: p.srcSet, imageSizes: p.srcSet ? CARD_SIZES : undefined })
  }
  return (
    <ul className="pl-grid" aria-label={label}>
      {cards.map((c, i) => (
        <Card key={c.id} ctx={ctx} card={c} n={first + i} index={i} />
      ))}
    </ul>
  )
}
