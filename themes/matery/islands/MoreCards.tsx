'use client'
// Infinite lists: the kit's useInfiniteCards fetches pages 2… as the reader nears the end;
// this island draws them with matery's card and a round "more" button.
import type { ReactNode } from 'react'
import { useInfiniteCards } from '@/lib/ui/kit/use-infinite-cards'
import PostCard, { type CardLook } from '../components/PostCard'

export default function MoreCards({
  totalPages,
  filter,
  look,
  themeQuery,
  words,
  gridClassName,
  children,
}: {
  totalPages: number
  /** 'category=飲食', 'tag=…' or '' */
  filter: string
  look: CardLook
  themeQuery: string
  words: { more: string; noMore: string; loading: string }
  gridClassName: string
  children: ReactNode
}) {
  const feed = useInfiniteCards(totalPages, look.base, filter)
  return (
    <>
      <div ref={feed.listRef} className={gridClassName}>
        {children}
        {feed.cards.map((p) => (
          <PostCard key={p.id} post={p} look={look} themeQuery={themeQuery} />
        ))}
      </div>
      <div className="mt-10 text-center">
        {feed.allShown ? (
          <p className="text-sm text-[var(--m-muted)]">{words.noMore}</p>
        ) : (
          <button type="button" onClick={feed.more} disabled={feed.busy} className="m-chip px-8 py-2.5">
            {feed.busy ? words.loading : words.more}
          </button>
        )}
      </div>
    </>
  )
}
