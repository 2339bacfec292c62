'use client'
// A table of contents that marks the heading being read (lib/ui/toc.ts): the active link gets
// data-active and aria-current. Indentation is `indent` px per level.
import { useActiveHeading } from '@/lib/ui/toc'

export interface TocEntry {
  id: string
  text: string
  level: number
}

export default function TocList({
  items,
  indent,
  className,
  listClassName,
  linkClassName,
}: {
  items: TocEntry[]
  indent: number
  className?: string
  listClassName?: string
  linkClassName?: string
}) {
  const active = useActiveHeading(items.map((t) => t.id))
  return (
    <nav className={className}>
      <ul className={listClassName}>
        {items.map((t) => (
          <li key={t.id} style={t.level ? { paddingLeft: t.level * indent } : undefined}>
            <a href={`#${t.id}`} data-active={active === t.id} aria-current={active === t.id ? 'location' : undefined} className={linkClassName}>
              {t.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
