// A call-to-action link from the theme's config: a site path (kept in the visitor's theme) or
// another site's address (opened in a new tab).
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

export const isOutside = (href: string) => /^https?:/.test(href)

export default function Cta({ ctx, href, className, children }: { ctx: ThemeContext; href: string; className: string; children: ReactNode }) {
  if (isOutside(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link prefetch={false} href={ctx.href(href)} className={className}>
      {children}
    </Link>
  )
}
