// The site's icon (emoji or picture) and title: the top bar's logo and the drawer's head.
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function SiteMark({ ctx, size = 28, className = '' }: { ctx: ThemeContext; size?: number; className?: string }) {
  const { icon, title } = ctx.site.info
  const picture = icon && /^(https?:|\/)/.test(icon)
  return (
    <span className={`flex min-w-0 items-center gap-2.5 ${className}`}>
      {icon &&
        (picture ? (
          <img src={ctx.asset(icon)} alt="" width={size} height={size} className="shrink-0 rounded-full" />
        ) : (
          <span aria-hidden="true" style={{ fontSize: size * 0.8 }} className="shrink-0 leading-none">
            {icon}
          </span>
        ))}
      <span className="truncate">{title}</span>
    </span>
  )
}
