// The site's mark: its icon (an emoji or a picture), or the title's first letter on an ink disc.
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function SiteMark({ ctx, size = 32 }: { ctx: ThemeContext; size?: number }) {
  const { icon, title } = ctx.site.info
  const box = { width: size, height: size }
  if (icon && /^(https?:|\/)/.test(icon)) {
    return <img src={ctx.asset(icon)} alt="" width={size} height={size} className="rounded-md object-cover" style={box} />
  }
  if (icon) {
    return (
      <span aria-hidden="true" className="grid place-items-center leading-none" style={{ ...box, fontSize: size * 0.8 }}>
        {icon}
      </span>
    )
  }
  return (
    <span aria-hidden="true" className="grid place-items-center rounded-full bg-[var(--md-fg)] font-bold text-[var(--md-bg)]" style={{ ...box, fontSize: size * 0.5 }}>
      {title.slice(0, 1)}
    </span>
  )
}
