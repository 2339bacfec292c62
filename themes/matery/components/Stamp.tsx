// Small shared pieces of matery's cards: a post's day with the calendar glyph, and a row of
// tone-coloured tag chips. No hooks, no server-only imports (the card island uses them).
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { Icon } from '../icons'
import { toneOf } from '../logic'

export function DayStamp({ day, size = 14, className = '' }: { day: string; size?: number; className?: string }) {
  return (
    <time dateTime={day} className={`flex items-center gap-1 ${className}`}>
      <Icon name="calendar" size={size} />
      {formatDay(day)}
    </time>
  )
}

/** Tags as coloured chips; `hrefOf` builds each tag's link (with or without the context). */
export function ToneTags({ tags, hrefOf, prefix = '', className, chipClassName = '' }: { tags: string[]; hrefOf: (tag: string) => string; prefix?: string; className: string; chipClassName?: string }) {
  if (!tags.length) return null
  return (
    <ul className={className}>
      {tags.map((name) => (
        <li key={name}>
          <Link href={hrefOf(name)} className={`m-tag m-tone-${toneOf(name)} ${chipClassName}`}>
            {prefix}
            {name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
