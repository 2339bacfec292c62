'use client'
// Infinite lists: the kit's useInfiniteCards fetches pages 2… as the reader nears the end;
// this island draws them with matery's card and a round "more" button.
import type { ReactNode } from 'react'
import { useInfiniteCards } from '@/lib/ui/kit/use-infinite-cards'
import PostCard, { type CardLook } from '../components/PostCard'

export interface MoreCardsProps {
  totalPages: number
  /** 'category=飲食', 'tag=…' or '' */
  filter: string
  look: CardLook
  themeQuery: string
  words: { more: string; noMore: string; loading: string }
  gridClassName: string
  /** the server-drawn cards of page 1 */
  children: ReactNode
}

export default function MoreCards(props: MoreCardsProps) {
  const { look, words } = props
  const feed = useInfiniteCards(props.totalPages, look.base, props.filter)
  const tail = feed.allShown ? (
    <p className="text-sm text-[var(--m-muted)]">{words.noMore}</p>
  ) : (
    <button type="button" onClick={feed.more} disabled={feed.busy} className="m-chip px-8 py-2.5">
      {feed.busy ? words.loading : words.more}
    </button>
  )
  return (
    <>
      <div ref={feed.listRef} className={props.gridClassName}>
        {props.children}
        {feed.cards.map((card) => <PostCard key={card.id} post={card} look={look} themeQuery={props.themeQuery} />)}
      </div>
      <div className="mt-10 text-center">{tail}</div>
    </>
  )
}
