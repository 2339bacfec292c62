// The logo block at the top of the left column: a dark plate with the site's title (a link
// home, never a heading: an article's title is its page's only <h1>) and its description.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

export function SiteMark({ ctx, size = 22 }: { ctx: ThemeContext; size?: number }) {
  const icon = ctx.site.info.icon
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) {
    return <img src={ctx.asset(icon)} alt="" width={size} height={size} className="inline-block rounded-sm align-[-4px]" />
  }
  return <span aria-hidden="true">{icon}</span>
}

export default function Brand({ ctx }: { ctx: ThemeContext }) {
  const { title, description } = ctx.site.info
  return (
    <div className="nx-brand px-5 py-6 text-center">
      <Link href={ctx.href('/')} className="nx-brand-title inline-flex items-center gap-2 text-[1.25rem] leading-tight font-bold tracking-wide">
        <SiteMark ctx={ctx} />
        <span>{title}</span>
      </Link>
      {description && <p className="nx-brand-sub mt-2 text-[0.8125rem] leading-relaxed">{description}</p>}
    </div>
  )
}
