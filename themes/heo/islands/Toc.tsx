'use client'
// A table of contents that highlights the heading being read (lib/ui/toc.ts). The same island
// serves the sidebar card (16 px per level) and the inline/mobile list (24 px per level).
import { useActiveHeading } from '@/lib/ui/toc'

export interface TocEntry {
  id: string
  text: string
  level: number
}

export default function Toc({ items, indent }: { items: TocEntry[]; indent: 16 | 24 }) {
  const active = useActiveHeading(items.map((t) => t.id))
  return (
    <nav className="heo-toc">
      <ul className="space-y-0.5 text-sm">
        {items.map((t) => (
          <li key={t.id} style={{ paddingLeft: t.level * indent }}>
            <a
              href={`#${t.id}`}
              data-active={active === t.id}
              aria-current={active === t.id ? 'location' : undefined}
              className="heo-toc-link"
            >
              {t.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
