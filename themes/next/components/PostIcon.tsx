// A post's own icon in front of its title: an emoji, or a small picture from the workspace.
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function PostIcon({ ctx, icon, size }: { ctx: ThemeContext; icon: string | null; size: number }) {
  if (!icon) return null
  const picture = icon.startsWith('/') || /^https?:/.test(icon)
  return picture ? (
    <img src={ctx.asset(icon)} alt="" width={size} height={size} loading="lazy" className="nx-post-icon" />
  ) : (
    <span aria-hidden="true" className="nx-post-icon">{icon}</span>
  )
}
