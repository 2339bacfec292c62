'use client'
// Infinite scroll for a theme's list island: page 1 is server-rendered; pages 2… come from
// /api/posts as card data (lib/ui/post-cards) as the reader nears the end of the list
// (lib/ui/infinite-scroll) or presses "more". The theme renders `cards` with its own card.
import { useEffect, useRef, useState } from 'react'
import { useInfinitePages } from '@/lib/ui/infinite-scroll'
import { fetchPostCards, type PostCardData } from '@/lib/ui/post-cards'

export function useInfiniteCards(totalPages: number, base: string, filter: string) {
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
    fetchPostCards(base, wanted, filter)
      .then((posts) => setPages((p) => [...p, posts]))
      .catch(() => setFailed(true))
      .finally(() => setBusy(false))
  }, [page, pages.length, busy, failed, filter, base])

  return {
    listRef,
    /** the cards of pages 2… fetched so far */
    cards: pages.flat(),
    busy,
    /** every page is shown: say 'no more' instead of offering more */
    allShown: done && pages.length + 1 >= totalPages,
    more: () => {
      setFailed(false)
      more()
    },
  }
}
