// The wall: cards in 3, 2 or 1 columns by the width the content has (a grid over a container
// query, so folding the sidebar away widens the wall too). It reads row by row, newest first:
// the top row is posts 1, 2, 3, in the page's order for eyes, keyboards and screen readers
// alike. Covers share one shape, so a row's cards differ only by their text and their uneven
// feet keep the loose feel of a wall of cards. Every box (covers included) has its size before
// anything loads: nothing moves. Then the simple pager.
import { preload } from 'react-dom'
import { AdSlot } from '@/lib/ads/AdSlot'
import { pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { previewsOf } from '@/lib/theme-kit/preview'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Link from '@/lib/ui/Link'
import { fukasawaConfig as fk } from '../config'
import { tagTint } from '../logic'
import Card, { type CardView } from './Card'
import Pager from './Pager'

/** A post as a wall card, with fukasawa's settings applied. */
export function cardOf(ctx: ThemeContext, post: Post, preview?: string): CardView {
  const tints = new Map(ctx.site.tags.map((t) => [t.name, t.color]))
  const cover = fk.FUKASAWA_POST_LIST_COVER ? post.pageCoverThumbnail ?? (fk.FUKASAWA_POST_COVER_DEFAULT_IMAGE || null) : null
  return {
    id: post.id,
    href: post.href,
    title: post.title,
    summary: fk.FUKASAWA_POST_LIST_SUMMARY ? post.summary : '',
    preview,
    category: post.category,
    day: post.publishDay,
    cover,
    icon: post.pageIcon,
    tags: fk.FUKASAWA_POST_LIST_TAGS ? post.tags.map((name) => ({ name, tint: tagTint(tints.get(name)) })) : [],
  }
}

/** The wall alone: cards in rows. */
export function Bricks({ ctx, cards, eagerFirst = false }: { ctx: ThemeContext; cards: CardView[]; eagerFirst?: boolean }) {
  const first = cards[0]?.cover
  // one card with a cover: every card gets the cover's box (Card's `blank`)
  const covered = cards.some((c) => c.cover)
  // the first cover is the largest image in view on phones: ask for it from the <head>
  if (eagerFirst && first) preload(ctx.asset(first), { as: 'image', fetchPriority: 'high' })
  return (
    <div className="fk-wall-box">
      <div className="fk-wall">
        {cards.map((c, i) => (
          <Card key={c.id} ctx={ctx} card={c} eager={eagerFirst && i === 0} blank={covered} />
        ))}
        <AdSlot type="flow" className="fk-card" />
      </div>
    </div>
  )
}

export default async function Wall({ ctx, posts, page, totalPages, root }: { ctx: ThemeContext; posts: Post[]; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  if (page > totalPages || posts.length === 0) {
    return (
      <div className="fk-sheet fk-empty mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-14 text-center">
        <p className="text-[var(--fk-muted)]">{t.noMore}</p>
        <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="fk-button">
          {t.backToFirst}
        </Link>
      </div>
    )
  }
  const previews = fk.FUKASAWA_POST_LIST_PREVIEW ? await previewsOf(ctx.site, posts, ctx.config.POST_PREVIEW_LINES) : null
  return (
    <>
      <Bricks ctx={ctx} cards={posts.map((p) => cardOf(ctx, p, previews?.get(p.id)))} eagerFirst />
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </>
  )
}
