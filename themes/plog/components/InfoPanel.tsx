// The info slide-over: the avatar and the author, the site's description, its counters, the
// announcement (Notice rows), the social links and the recent comments.
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import { FEED_PATHS } from '@/lib/feeds/feeds'
import { siteStats } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { noticeLinks } from '@/lib/theme-kit/links'
import { shownSiteFile } from '@/lib/theme-kit/site-file'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { plogConfig as pl } from '../config'
import { Icon, type IconName } from '../icons'
import { SiteMark } from './Brand'

interface Social {
  icon: IconName
  label: string
  href: string
  external: boolean
}

function socials(ctx: ThemeContext): Social[] {
  const t = labels(ctx)
  const list: Social[] = []
  if (pl.PLOG_SOCIAL_RSS && ctx.config.ENABLE_RSS) list.push({ icon: 'rss', label: t.rss, href: ctx.asset(FEED_PATHS.rss), external: false })
  if (pl.PLOG_SOCIAL_EMAIL) list.push({ icon: 'mail', label: t.mail, href: `mailto:${pl.PLOG_SOCIAL_EMAIL}`, external: false })
  const profiles: Array<[IconName, string, string]> = [
    ['github', 'GitHub', pl.PLOG_SOCIAL_GITHUB],
    ['instagram', 'Instagram', pl.PLOG_SOCIAL_INSTAGRAM],
    ['x', 'X', pl.PLOG_SOCIAL_X],
  ]
  for (const [icon, label, href] of profiles) if (href) list.push({ icon, label, href, external: true })
  return list
}

export default function InfoPanel({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const stats = siteStats(ctx)
  const avatar = shownSiteFile(pl.PLOG_AVATAR)
  const notices = pl.PLOG_INFO_NOTICES ? noticeLinks(ctx) : []
  const links = socials(ctx)
  const counts: Array<[string, number]> = [
    [t.postCount, stats.posts],
    [t.category, stats.categories],
    [t.tags, stats.tags],
    [t.runningDays, stats.days],
  ]
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-center gap-3 pt-4 text-center">
        {avatar ? (
          <img src={ctx.asset(avatar)} alt={ctx.config.AUTHOR} width={96} height={96} loading="lazy" decoding="async" className="pl-avatar" />
        ) : (
          <SiteMark ctx={ctx} size={96} />
        )}
        <p className="text-xl font-semibold">{ctx.config.AUTHOR}</p>
        <p className="text-sm leading-relaxed text-[var(--pl-muted)]">{ctx.site.info.description}</p>
      </div>
      {pl.PLOG_INFO_STATS && (
        <dl className="grid grid-cols-4 gap-1 border-y border-[var(--pl-line)] py-4 text-center">
          {counts.map(([label, n]) => (
            <div key={label} className="flex flex-col-reverse gap-1">
              <dt className="text-[0.7rem] leading-tight text-[var(--pl-muted)]">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{n}</dd>
            </div>
          ))}
        </dl>
      )}
      {notices.length > 0 && (
        <section aria-label={t.announcement} className="pl-notice">
          <p className="pl-panel-title">
            <Icon name="bell" size={15} />
            {t.announcement}
          </p>
          <ul className="space-y-2 text-sm">
            {notices.map((n) => (
              <li key={n.id}>
                <a href={n.href} className="pl-underline" {...(n.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {n.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <ul className="flex flex-wrap justify-center gap-2">
          {links.map((s) => (
            <li key={s.label}>
              <a href={s.href} aria-label={s.label} title={s.label} className="pl-round" {...(s.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                <Icon name={s.icon} size={18} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {showsRecentComments() && (
        <section aria-label={t.recentComments}>
          <p className="pl-panel-title">
            <Icon name="chat" size={15} />
            {t.recentComments}
          </p>
          <div className="pl-recent text-sm">
            <RecentComments strings={ctx.strings} />
          </div>
        </section>
      )}
    </div>
  )
}
