// A post's icon before its title: an emoji, or a small picture (decorative: the title says it).
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function PostMark({ ctx, icon, size = 24 }: { ctx: ThemeContext; icon: string | null; size?: number }) {
  if (!icon) return null
  const picture = /^(https?:|\/)/.test(icon)
  return picture ? (
    <img src={ctx.asset(icon)} alt="" width={size} height={size} loading="lazy" className="mr-2 inline-block align-[-0.2em]" style={{ width: size, height: size }} />
  ) : (
    <span aria-hidden="true" className="mr-2">
      {icon}
    </span>
  )
}
