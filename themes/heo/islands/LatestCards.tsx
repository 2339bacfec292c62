'use client'
// The 404's "go on reading" cards, fetched from /api/posts when the 404 shows. Next puts the
// not-found page into the payload of every page, so the cards are not drawn on the server: only
// this island's few props are paid on every page, the cards only on a 404.
import { useEffect, useState } from 'react'
import { fetchPostCards, type PostCardData } from '@/lib/ui/post-cards'
import PostCard, { type CardOptions } from '../components/PostCard'

export default function LatestCards({ opts, themeQuery, count, className }: { opts: CardOptions; themeQuery: string; count: number; className: string }) {
  const [posts, setPosts] = useState<PostCardData[]>([])
  useEffect(() => {
    let live = true
    fetchPostCards(opts.base, 1)
      .then((posts) => live && setPosts(posts.slice(0, count)))
      // the 404 still offers search and the home button
      .catch(() => {})
    return () => {
      live = false
    }
  }, [opts.base, count])
  return (
    <div className={className}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} opts={opts} themeQuery={themeQuery} />
      ))}
    </div>
  )
}
