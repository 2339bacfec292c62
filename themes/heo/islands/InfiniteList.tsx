'use client'
// Infinite scroll for heo's lists: page 1 is server-rendered (children); later pages come from
// /api/posts as card data and render with the same PostCard. The counter logic is shared
// (lib/ui/infinite-scroll.ts); this island only fetches and presents.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useInfinitePages } from '@/lib/ui/infinite-scroll'
import { fetchPostCards, type PostCardData } from '@/lib/ui/post-cards'
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
  const listRef = useRef<HTMLDivElement>(null)
  const [pages, setPages] = useState<PostCardData[][]>([])
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const { page, more, done } = useInfinitePages(totalPages, listRef, busy || failed)

  // Pages 2…page, fetched one after another as the counter grows.
  useEffect(() => {
    const wanted = pages.length + 2
    if (wanted > page || busy || failed) return
    setBusy(true)
    fetchPostCards(opts.base, wanted, filter)
      .then((posts) => setPages((p) => [...p, posts]))
      .catch(() => setFailed(true))
      .finally(() => setBusy(false))
  }, [page, pages.length, busy, failed, filter, opts.base])

  const allShown = done && pages.length + 1 >= totalPages
  return (
    <>
      <div ref={listRef} className={className}>
        {children}
        {pages.flat().map((p) => (
          <PostCard key={p.id} post={p} opts={opts} themeQuery={themeQuery} />
        ))}
      </div>
      <div className="mt-6 flex justify-center">
        {allShown ? (
          <p className="heo-no-more py-3 text-sm text-[var(--heo-muted)]">{labels.noMore}</p>
        ) : (
          <button
            type="button"
            onClick={() => {
              setFailed(false)
              more()
            }}
            disabled={busy}
            className="heo-more heo-card w-full py-3 text-sm font-medium transition-colors hover:border-[var(--heo-accent)] hover:text-[var(--heo-accent)]"
          >
            {busy ? labels.loading : labels.more}
          </button>
        )}
      </div>
    </>
  )
}
