// A post's icon before its title: an emoji, or a small picture.
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function PostMark({ ctx, icon }: { ctx: ThemeContext; icon: string | null }) {
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) return <img src={ctx.asset(icon)} alt="" width={20} height={20} className="mr-2 inline-block h-5 w-5 align-[-0.2em]" />
  return (
    <span aria-hidden="true" className="mr-2">
      {icon}
    </span>
  )
}
