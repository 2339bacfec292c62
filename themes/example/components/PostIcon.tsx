// A post's (or the site's) icon before its title: an emoji, or a small picture.
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function PostIcon({ ctx, icon, size = 20 }: { ctx: ThemeContext; icon: string | null; size?: number }) {
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) {
    const src = icon.startsWith('/') ? ctx.asset(icon) : icon
    return <img src={src} alt="" width={size} height={size} loading="lazy" className="mr-2 inline-block align-[-0.15em]" />
  }
  return (
    <span aria-hidden="true" className="mr-2">
      {icon}
    </span>
  )
}
