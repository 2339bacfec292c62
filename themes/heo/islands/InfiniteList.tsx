'use client'
// heo's infinite list: the kit's useInfiniteCards does the paging and fetching; this island
// only draws later pages with the same PostCard and heo's "more" button.
import type { ReactNode } from 'react'
import { useInfiniteCards } from '@/lib/ui/kit/use-infinite-cards'
import PostCard, { type CardOptions } from '../components/PostCard'

export default function InfiniteList({
  totalPages,
  filter,
  opts,
  themeQuery,
  labels,
  className,
  children,
}: {
  totalPages: number
  /** e.g. 'category=飲食'; '' for all posts */
  filter: string
  opts: CardOptions
  themeQuery: string
  labels: { more: string; noMore: string; loading: string }
  className: string
  children: ReactNode
}) {
  const list = useInfiniteCards(totalPages, opts.base, filter)
  return (
    <>
      <div ref={list.listRef} className={className}>
        {children}
        {list.cards.map((p) => (
          <PostCard key={p.id} post={p} opts={opts} themeQuery={themeQuery} />
        ))}
      </div>
      <div className="mt-6 flex justify-center">
        {list.allShown ? (
          <p className="heo-no-more py-3 text-sm text-[var(--heo-muted)]">{labels.noMore}</p>
        ) : (
          <button
            type="button"
            onClick={list.more}
            disabled={list.busy}
            className="heo-more heo-card w-full py-3 text-sm font-medium transition-colors hover:border-[var(--heo-accent)] hover:text-[var(--heo-accent)]"
          >
            {list.busy ? labels.loading : labels.more}
          </button>
        )}
      </div>
    </>
  )
}
