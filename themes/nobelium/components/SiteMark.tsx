// The logo: the site's icon (an emoji or a picture) and its title.
import type { ThemeContext } from '@/lib/theme-kit/types'

const isPicture = (icon: string) => /^(https?:|\/)/.test(icon)

export default function SiteMark({ ctx }: { ctx: ThemeContext }) {
  const { icon, title } = ctx.site.info
  let mark = null
  if (icon && isPicture(icon)) mark = <img src={ctx.asset(icon)} alt="" width={24} height={24} className="h-6 w-6 shrink-0 object-contain" />
  else if (icon) mark = <span aria-hidden="true" className="shrink-0 text-[1.375rem] leading-none">{icon}</span>
  return (
    <>
      {mark}
      <span className="truncate">{title}</span>
    </>
  )
}
