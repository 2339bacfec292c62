// One menu entry as a link: site links through <Link>, external ones in a new tab (with a small
// arrow), `children` after the title, the page being shown marked with aria-current.
import type { ReactNode } from 'react'
import { isCurrent, type MenuEntry } from '@/lib/theme-kit/menu'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ExternalIcon } from '../icons'

export default function MenuLink({ ctx, entry, className, children }: { ctx: ThemeContext; entry: MenuEntry; className: string; children?: ReactNode }) {
  const text = (
    <>
      {entry.emoji && <span aria-hidden="true">{entry.emoji} </span>}
      {entry.title}
      {children}
    </>
  )
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={className}>
        {text}
        <ExternalIcon size={12} />
      </a>
    )
  }
  return (
    <Link prefetch={false} href={entry.href} aria-current={isCurrent(ctx, entry) ? 'page' : undefined} className={className}>
      {text}
    </Link>
  )
}
