// The community card in an article's sidebar (HEO_SOCIAL_CARD): a title, one line and a link to
// HEO_SOCIAL_CARD_URL. A site path keeps the visitor's theme; an external URL opens in a new tab.
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig, heoCopyOf } from '../config'
import { ArrowRightCircleIcon, CommentIcon } from '../icons'

export default function SocialCard({ ctx }: { ctx: ThemeContext }) {
  const url = heoConfig.HEO_SOCIAL_CARD_URL
  const external = /^https?:\/\//.test(url)
  const copy = heoCopyOf(ctx).socialCard
  return (
    <section className="heo-social-card heo-card overflow-hidden p-4">
      <h2 className="flex items-center gap-2 font-bold">
        <CommentIcon />
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-[var(--heo-muted)]">{copy.text}</p>
      <a
        href={external ? url : ctx.asset(ctx.href(url))}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="mt-3 flex items-center justify-between rounded-lg bg-[var(--heo-accent-bg)] px-3 py-2 text-sm font-medium text-white transition-opacity hover:opacity-90"
      >
        {copy.action}
        <ArrowRightCircleIcon size={18} />
      </a>
    </section>
  )
}
