// SLOT: loading cover. While the next page loads, a blue bar runs along the top of the window
// (the kit's LoadingCover draws its children only meanwhile).
import { labels } from '@/lib/theme-kit/labels'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function LoadingBar({ ctx }: { ctx: ThemeContext }) {
  return (
    <LoadingCover id="example-loading" label={labels(ctx).loading} className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden">
      <div className="example-loading-bar h-full w-1/3 bg-ex-accent-bg" />
    </LoadingCover>
  )
}
