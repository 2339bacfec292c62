// The centred masthead: the round logo beside the site title and the author's line, the
// tagline (the site's description) under them. The title is the page's <h1> on the home list
// only; elsewhere the page's own title is.
import Link from '@/lib/ui/Link'
import { shownSiteFile } from '@/lib/theme-kit/site-file'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { simpleConfig } from '../config'

function Logo({ ctx }: { ctx: ThemeContext }) {
  const { icon } = ctx.site.info
  const image = shownSiteFile(simpleConfig.SIMPLE_LOGO) ?? (icon && /^(https?:|\/)/.test(icon) ? icon : null)
  if (image) {
    return <img src={ctx.asset(image)} alt="" width={96} height={96} className="h-16 w-16 rounded-full object-cover sm:h-24 sm:w-24" />
  }
  return (
    <span aria-hidden="true" className="grid h-16 w-16 place-items-center rounded-full border border-[var(--s-line)] text-3xl sm:h-24 sm:w-24 sm:text-4xl">
      {icon ?? ctx.site.info.title.slice(0, 1)}
    </span>
  )
}

export default function Masthead({ ctx, titleIsHeading }: { ctx: ThemeContext; titleIsHeading: boolean }) {
  const { title, description } = ctx.site.info
  const Title = titleIsHeading ? 'h1' : 'p'
  return (
    <div className="simple-masthead px-5 pt-7 pb-6 text-center sm:pt-14 sm:pb-10">
      <Link prefetch={false} href={ctx.href('/')} className="inline-flex flex-col items-center gap-3 sm:flex-row sm:gap-6">
        <Logo ctx={ctx} />
        <span className="flex flex-col items-center gap-2 sm:items-start">
          <Title className="font-[family-name:var(--s-serif)] text-[1.75rem] tracking-wide sm:text-4xl">{title}</Title>
          {ctx.config.BIO && <span className="text-sm text-[var(--s-muted)] sm:text-left">{ctx.config.BIO}</span>}
        </span>
      </Link>
      {description && <p className="simple-tagline mx-auto mt-3 max-w-xl sm:mt-5 text-sm tracking-wider text-[var(--s-muted)]">{description}</p>}
    </div>
  )
}
