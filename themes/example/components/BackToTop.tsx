// SLOT: jump-to-top. A round button at the bottom right, shown once the reader has scrolled
// (the kit's ToTop sets data-shown).
import { labels } from '@/lib/theme-kit/labels'
import ToTop from '@/lib/ui/kit/ToTop'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { exampleConfig } from '../config'
import { ArrowUpIcon } from '../icons'

export default function BackToTop({ ctx }: { ctx: ThemeContext }) {
  if (!exampleConfig.EXAMPLE_WIDGET_TO_TOP) return null
  return (
    <ToTop
      label={labels(ctx).toTop}
      className="example-btn example-float transition-opacity data-[shown=false]:pointer-events-none data-[shown=false]:opacity-0"
    >
      <ArrowUpIcon size={20} />
    </ToTop>
  )
}
