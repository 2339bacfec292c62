// The heading of a list or index page: a kicker (what kind of page) over the big title, and a
// count, on a heavy rule like a newspaper section front.
import type { ReactNode } from 'react'

export default function PageHead({ kicker, title, count }: { kicker?: string; title: ReactNode; count?: number }) {
  return (
    <header className="simple-page-head mb-8 border-b-2 border-[var(--s-strong-line)] pb-4">
      {kicker && <p className="mb-1 text-xs font-bold tracking-[0.2em] text-[var(--s-muted)] uppercase">{kicker}</p>}
      <h1 className="flex flex-wrap items-baseline gap-x-3 text-3xl font-bold">
        <span>{title}</span>
        {count !== undefined && <span className="text-base font-normal text-[var(--s-muted)] tabular-nums">{count}</span>}
      </h1>
    </header>
  )
}
