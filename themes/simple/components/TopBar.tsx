// The optional info bar above the masthead: a line of copy on the left, the author on the right.
import type { ThemeContext } from '@/lib/theme-kit/types'
import { simpleCopyOf } from '../config'
import { labels } from '@/lib/theme-kit/labels'

export default function TopBar({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const copy = simpleCopyOf(ctx).topBar
  const text = copy.text || ctx.site.info.description
  return (
    <div className="simple-top-bar bg-[var(--s-bar)] text-xs text-[var(--s-bar-text)]">
      <div className="mx-auto flex h-9 max-w-[1200px] items-center justify-between gap-4 px-5">
        <p className="min-w-0 truncate">{text}</p>
        <p className="hidden shrink-0 items-center gap-1.5 sm:flex">
          <span aria-hidden="true">{copy.authorPrefix}</span>
          <span className="sr-only">{t.author}</span>
          <a href={ctx.config.LINK} className="underline-offset-4 hover:underline">
            {ctx.config.AUTHOR}
          </a>
        </p>
      </div>
    </div>
  )
}
