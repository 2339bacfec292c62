// The right sidebar (xl and up): the indigo info card, then a sticky stack with the TOC (on
// articles), latest posts, recent comments (Waline, when on), tag cloud, the community card (articles) and the analytics card.
import type { ReactNode } from 'react'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig } from '../config'
import { showPageViews } from '@/lib/theme-kit/facts'
import { ChartIcon, ClockIcon, CommentIcon, ListIcon, TagIcon } from '../icons'
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { daysSince } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import InfoCard from './InfoCard'
import LatestPosts from './LatestPosts'
import SocialCard from './SocialCard'
import TagChips from './TagChips'

export function Widget({ title, icon, children, className = '' }: { title: string; icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`heo-card p-4 ${className}`}>
      <h2 className="mb-3 flex items-center gap-2 font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

export default function Sidebar({ ctx, toc, className = '' }: { ctx: ThemeContext; toc?: TocEntry[]; className?: string }) {
  const t = labels(ctx)
  const c = ctx.config
  const showToc = heoConfig.HEO_WIDGET_TOC && !!toc && toc.length >= 3
  const tags = ctx.site.tags.length > 0 && (
    <Widget title={t.tags} icon={<TagIcon />} className="heo-tag-cloud">
      <TagChips ctx={ctx} limit={c.PREVIEW_TAG_COUNT} />
    </Widget>
  )
  return (
    <aside className={`heo-sidebar hidden w-[300px] shrink-0 flex-col gap-4 xl:flex ${className}`}>
      <InfoCard ctx={ctx} />
      {heoConfig.HEO_WIDGET_LATEST_POSTS && ctx.site.latestPosts.length > 0 && (
        <Widget title={t.latestPosts} icon={<ClockIcon />} className="heo-latest">
          <LatestPosts ctx={ctx} />
        </Widget>
      )}
      {showsRecentComments() && (
        <Widget title={t.recentComments} icon={<CommentIcon />} className="heo-recent-comments">
          <RecentComments strings={ctx.strings} />
        </Widget>
      )}
      {/* What stays in view while reading: the TOC on articles (in place of the tag cloud), the tag cloud on lists. */}
      <div className="sticky top-20 flex flex-col gap-4">
        {showToc ? (
          <Widget title={t.toc} icon={<ListIcon />} className="heo-toc-card max-h-[60vh] overflow-y-auto">
            <TocList items={toc!} indent={16} className="heo-toc" listClassName="space-y-0.5 text-sm" linkClassName="heo-toc-link" />
          </Widget>
        ) : (
          tags
        )}
        {/* articles (they pass a TOC, maybe empty) invite readers to the community */}
        {toc !== undefined && heoConfig.HEO_SOCIAL_CARD && <SocialCard ctx={ctx} />}
        {heoConfig.HEO_WIDGET_ANALYTICS && (
          <Widget title={t.analytics} icon={<ChartIcon />} className="heo-analytics">
            <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
              <dt className="text-[var(--heo-muted)]">{t.postCount}</dt>
              <dd className="text-right font-semibold tabular-nums">{ctx.site.posts.length}</dd>
              <dt className="text-[var(--heo-muted)]">{t.runningDays}</dt>
              <dd className="text-right font-semibold tabular-nums">{daysSince(c.CREATED, Date.now())}</dd>
              {showPageViews() && (
                <>
                  <dt className="text-[var(--heo-muted)]">{t.views}</dt>
                  <dd className="text-right font-semibold tabular-nums" data-busuanzi="site_pv">–</dd>
                  <dt className="text-[var(--heo-muted)]">{t.visitors}</dt>
                  <dd className="text-right font-semibold tabular-nums" data-busuanzi="site_uv">–</dd>
                </>
              )}
            </dl>
          </Widget>
        )}
      </div>
    </aside>
  )
}
