// SLOT: the page-title block. The big grey band under the header that names the screen: the
// site title and description on home, "Archive", a category's name, an article's title with
// its meta… It holds the page's only <h1>.
import type { ReactNode } from 'react'

export default function PageTitle({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <div className="example-page-title border-b border-ex-line bg-ex-band">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center md:py-16">
        <h1 className="text-3xl font-light break-words md:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 text-ex-muted">{subtitle}</p>}
        {children}
      </div>
    </div>
  )
}
