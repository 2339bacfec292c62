// The site's icon (emoji or image) and title.
import type { ThemeContext } from '@/lib/theme-kit/types'

/** `wrap`: below sm the title takes up to two (balanced) lines instead of being cut. */
export default function SiteLogo({ ctx, wrap = false }: { ctx: ThemeContext; wrap?: boolean }) {
  const { icon, title } = ctx.site.info
  return (
    <>
      {icon && /^(https?:|\/)/.test(icon) ? (
        <img src={ctx.asset(icon)} alt="" width={28} height={28} className="h-7 w-7 shrink-0 rounded-md object-cover" />
      ) : icon ? (
        <span aria-hidden="true" className="shrink-0 text-2xl leading-none">{icon}</span>
      ) : null}
      <span className={wrap ? 'max-sm:line-clamp-2 max-sm:text-balance sm:truncate' : 'truncate'}>{title}</span>
    </>
  )
}
