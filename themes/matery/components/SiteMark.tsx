// The site's icon (emoji or picture) and title: the top bar's logo and the drawer's head.
import type { ThemeContext } from '@/lib/theme-kit/types'

/** `wrap`: on phones the title may take two (balanced) lines rather than being cut. */
export default function SiteMark({ ctx, size = 28, className = '', wrap = false }: { ctx: ThemeContext; size?: number; className?: string; wrap?: boolean }) {
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
      <span className={wrap ? 'max-md:line-clamp-2 max-md:text-balance md:truncate' : 'truncate'}>{title}</span>
    </span>
  )
}
