// SLOT: post list. The posts of one list page grouped by day: a date heading, then the posts of
// that day under it. Posts arrive newest first, so a day's posts are next to each other.
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import PostItem from './PostItem'

function byDay(posts: Post[]): Array<{ day: string; posts: Post[] }> {
  const days: Array<{ day: string; posts: Post[] }> = []
  for (const post of posts) {
    const last = days.at(-1)
    if (last?.day === post.publishDay) last.posts.push(post)
    else days.push({ day: post.publishDay, posts: [post] })
  }
  return days
}

export default function PostsByDate({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  return (
    <div className="example-posts">
      {byDay(posts).map(({ day, posts }, i) => (
        <section key={`${day}-${i}`} className="example-day mb-6">
          <h2 className="border-b border-ex-line pb-2 text-sm text-ex-muted">
            <time dateTime={day}>{formatDay(day)}</time>
          </h2>
          <ul className="divide-y divide-ex-line">
            {posts.map((post, j) => (
              <li key={post.id}>
                <PostItem ctx={ctx} post={post} eager={i === 0 && j === 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
