// The logo: the site's icon in a rounded tile (an emoji or a picture) and the site's name.
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Brand({ ctx, compact = false }: { ctx: ThemeContext; compact?: boolean }) {
  const { icon, title } = ctx.site.info
  const picture = !!icon && /^(https?:|\/)/.test(icon)
  return (
    <>
      <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-[var(--ld-from)] to-[var(--ld-to)] text-lg shadow-sm">
        {picture ? <img src={ctx.asset(icon)} alt="" width={22} height={22} className="h-[22px] w-[22px] object-contain" /> : (icon ?? '•')}
      </span>
      <span className={`truncate font-bold tracking-tight text-[var(--ld-fg)] ${compact ? 'hidden sm:inline' : ''}`}>{title}</span>
    </>
  )
}
