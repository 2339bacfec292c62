// The head of every screen that is not the product page: a centred eyebrow, the title (the
// screen's h1) and a line with a count or a hint, over the soft band's lower edge.
import type { ReactNode } from 'react'

export default function PageIntro({ eyebrow, title, line, children }: { eyebrow?: string; title: ReactNode; line?: string; children?: ReactNode }) {
  return (
    <header className="ld-intro border-b border-[var(--ld-line)] bg-[var(--ld-soft)] py-14 text-center md:py-16">
      <div className="ld-wrap max-w-3xl">
        {eyebrow && <p className="ld-eyebrow mb-3">{eyebrow}</p>}
        <h1 className="text-3xl font-extrabold tracking-tight text-[var(--ld-fg)] md:text-5xl">{title}</h1>
        {line && <p className="mt-4 text-[var(--ld-muted)]">{line}</p>}
        {children}
      </div>
    </header>
  )
}
