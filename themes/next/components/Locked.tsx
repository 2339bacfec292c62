// The lock, framed the NexT way: a padlock, "this article is password protected", the
// summary as a teaser, and the shared password prompt (restyled in style.css).
import type { ReactNode } from 'react'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { words } from '../words'

export default function Locked({ ctx, summary, children }: { ctx: ThemeContext; summary: string; children: ReactNode }) {
  const w = words(ctx)
  return (
    <div className="nx-lock">
      <Glyph name="lock" size={30} className="mx-auto text-[var(--nx-strong)]" />
      <p className="mt-3 text-lg font-semibold text-[var(--nx-strong)]">{w.locked}</p>
      {summary && <p className="mx-auto mt-2 max-w-md text-sm text-[var(--nx-muted)]">{summary}</p>}
      {children}
    </div>
  )
}
