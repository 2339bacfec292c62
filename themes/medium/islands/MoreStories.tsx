'use client'
// The feed goes on as the reader scrolls (POST_LIST_STYLE other than 'page'): the kit's
// useInfiniteCards fetches pages 2… and this island draws them with the same StoryCard, then a
// quiet "more" button, or "no more" at the end.
import type { ReactNode } from 'react'
import { useInfiniteCards } from '@/lib/ui/kit/use-infinite-cards'
import StoryCard, { type StoryOptions } from '../components/StoryCard'

export default function MoreStories({
  totalPages,
  filter,
  opts,
  words,
  children,
}: {
  totalPages: number
  /** '' for every post, else e.g. 'tag=蔬菜' */
  filter: string
  opts: StoryOptions
  words: { more: string; noMore: string; loading: string }
  children: ReactNode
}) {
  const feed = useInfiniteCards(totalPages, opts.base, filter)
  let end: ReactNode
  if (feed.allShown) end = <p className="md-serif text-[var(--md-muted)]">{words.noMore}</p>
  else
    end = (
      <button type="button" onClick={feed.more} disabled={feed.busy} className="md-pill">
        {feed.busy ? words.loading : words.more}
      </button>
    )
  return (
    <>
      <div ref={feed.listRef} className="md-stream">
        {children}
        {feed.cards.map((card) => (
          <StoryCard key={card.id} post={card} opts={opts} />
        ))}
      </div>
      <div className="mt-10 flex justify-center">{end}</div>
    </>
  )
}
