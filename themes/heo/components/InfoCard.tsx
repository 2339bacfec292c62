// The sidebar's indigo info card: a greeting chip (another greeting on each click), the avatar,
// the author, the announcement and the buttons.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { avatarSrc } from '../avatar'
import { heoCopyOf } from '../config'
import { ArchiveIcon, ArrowRightCircleIcon, UserIcon } from '../icons'
import CycleText from '@/lib/ui/kit/CycleText'
import { labels } from '@/lib/theme-kit/labels'
import { aboutPage } from '@/lib/theme-kit/links'

export default function InfoCard({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const copy = heoCopyOf(ctx).infoCard
  const about = aboutPage(ctx)
  const round = 'flex h-9 w-9 items-center justify-center rounded-full bg-white/20 transition-colors hover:bg-white hover:text-[#4f65f0]'
  return (
    <section className="heo-info-card relative overflow-hidden rounded-xl bg-[#4f65f0] px-5 py-6 text-white shadow-lg shadow-[#4f65f0]/20 dark:bg-[#3a4cc9]">
      <div className="flex items-start justify-between">
        <CycleText
          items={copy.greetings}
          className="heo-greeting rounded-lg bg-white/20 px-2.5 py-1 text-sm text-white transition-colors hover:bg-white hover:text-[#4f65f0]"
        />
        <img src={ctx.asset(avatarSrc())} alt={ctx.config.AUTHOR} width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full bg-white object-cover ring-2 ring-white/60" />
      </div>
      <h2 className="mt-5 text-3xl font-extrabold">{ctx.config.AUTHOR}</h2>
      <div className="mt-3 space-y-2 text-sm leading-relaxed font-medium">
        {copy.announcement.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {/* the buttons and the pill share a row while they fit; a longer label (another language,
          a narrower card) moves the pill to a row of its own rather than breaking its words */}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          {about && (
            <Link prefetch={false} href={ctx.href(about.href)} aria-label={t.about} title={t.about} className={round}>
              <UserIcon />
            </Link>
          )}
          <Link prefetch={false} href={ctx.href('/archive')} aria-label={t.archive} title={t.archive} className={round}>
            <ArchiveIcon />
          </Link>
        </div>
        <Link prefetch={false}
          href={ctx.href(copy.moreLink)}
          className="heo-info-more flex items-center gap-1 rounded-full bg-white/20 px-3 py-2 text-sm font-bold whitespace-nowrap transition-colors hover:bg-white hover:text-[#4f65f0]"
        >
          <ArrowRightCircleIcon size={16} />
          {t.learnMore}
          {/* the link says where it goes: "learn more" alone names no purpose (WCAG 2.4.4) */}
          <span className="sr-only">{` · ${ctx.site.info.title}`}</span>
        </Link>
      </div>
    </section>
  )
}
