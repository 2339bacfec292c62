// The site's mark: its icon (emoji or picture) or a round initial, then the name.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

const isPicture = (s: string) => /^(https?:|\/)/.test(s)

export function SiteMark({ ctx, size = 28 }: { ctx: ThemeContext; size?: number }) {
  const { icon, title } = ctx.site.info
  if (icon && isPicture(icon)) return <img src={ctx.asset(icon)} alt="" width={size} height={size} className="pl-mark" />
  return (
    <span aria-hidden="true" className="pl-mark pl-mark-text" style={{ width: size, height: size }}>
      {icon || title.slice(0, 1)}
    </span>
  )
}

export default function Brand({ ctx, withDescription = false }: { ctx: ThemeContext; withDescription?: boolean }) {
  const { title, description } = ctx.site.info
  return (
    <Link prefetch={false} href={ctx.href('/')} className="pl-brand">
      <SiteMark ctx={ctx} />
      <span className="truncate font-semibold tracking-wide">{title}</span>
      {withDescription && description && <span className="pl-brand-desc hidden truncate 2xl:inline">{description}</span>}
    </Link>
  )
}
