// The site's icon (emoji or image) and title.
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function SiteLogo({ ctx }: { ctx: ThemeContext }) {
  const { icon, title } = ctx.site.info
  return (
    <>
      {icon && /^(https?:|\/)/.test(icon) ? (
        <img src={ctx.asset(icon)} alt="" width={28} height={28} className="h-7 w-7 rounded-md object-cover" />
      ) : icon ? (
        <span aria-hidden="true" className="text-2xl leading-none">{icon}</span>
      ) : null}
      <span className="truncate">{title}</span>
    </>
  )
}
