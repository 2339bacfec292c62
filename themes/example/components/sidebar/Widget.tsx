// A sidebar card: a grey title bar over a white body (.example-widget in style.css).
import type { ReactNode } from 'react'

export default function Widget({ title, className = '', children }: { title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={`example-widget ${className}`}>
      <h2 className="flex items-center gap-2">{title}</h2>
      <div className="p-4 text-sm">{children}</div>
    </section>
  )
}
