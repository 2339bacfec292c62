// Categories or tags as a loose run of words (each a quiet pill on hover), with counts when given.
import Link from '@/lib/ui/Link'

export interface Word {
  name: string
  href: string
  count?: number
}

export default function Words({ words, prefix = '', className = '', wordClassName = 'text-base' }: { words: Word[]; prefix?: string; className?: string; wordClassName?: string }) {
  if (!words.length) return null
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`}>
      {words.map((w) => (
        <li key={w.name}>
          <Link prefetch={false} href={w.href} className={`nb-tag ${wordClassName}`}>
            {prefix}
            {w.name}
            {w.count !== undefined && <span className="ml-1.5 text-xs tabular-nums">{w.count}</span>}
          </Link>
        </li>
      ))}
    </ul>
  )
}
