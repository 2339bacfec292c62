// "title … date" as one line of a list: related posts (the full date) and the archive, where the
// month is the heading and the line gives the day alone ("12日", "12").
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'

const dayOfMonth = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`))

export default function DatedLine({ ctx, post, dayOnly = false }: { ctx: ThemeContext; post: Post; dayOnly?: boolean }) {
  return (
    <li className="nb-line">
      <Link prefetch={false} href={ctx.href(post.href)} className="nb-a min-w-0 text-[var(--nb-text)]">
        {post.title}
      </Link>
      <time dateTime={post.publishDay} className="nb-date">
        {dayOnly ? dayOfMonth(post.publishDay, ctx.lang) : formatDay(post.publishDay)}
      </time>
    </li>
  )
}
