// The hero: the announcement pills, the big gradient title (the home's h1), the subtitle, the
// two calls to action (blue, ink), then the framed screenshot with the "watch the video" pill
// over its lower edge. The pill opens the video in a modal: the kit's Drawer (focus trap,
// Escape, backdrop, focus back on the pill), `lazy` so the player is only created when opened.
import Drawer from '@/lib/ui/kit/Drawer'
import MediaFrame from '@/lib/ui/kit/MediaFrame'
import { widthSet } from '@/lib/site/images'
import { noticeLinks } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import { shownSiteFile } from '@/lib/theme-kit/site-file'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { landingCopyOf } from '../config'
import { Icon } from '../icons'
import Cta from './Cta'

function Notices({ ctx }: { ctx: ThemeContext }) {
  const notices = noticeLinks(ctx)
  if (!notices.length) return null
  const t = labels(ctx)
  return (
    <ul aria-label={t.announcement} className="ld-notices mb-8 flex flex-wrap justify-center gap-2">
      {notices.map((n) => (
        <li key={n.id} className="[&:nth-child(n+2)]:hidden sm:[&:nth-child(n+2)]:block">
          <a
            href={n.href}
            {...(n.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="inline-flex items-center gap-2 rounded-full border border-[var(--ld-line)] bg-[var(--ld-card)] py-1.5 pr-3 pl-1.5 text-sm text-[var(--ld-text)] shadow-sm transition-colors hover:border-[var(--ld-accent)] hover:text-[var(--ld-fg)]"
          >
            <span className="grid h-6 w-6 place-items-center rounded-full bg-[var(--ld-accent)] text-white">
              <Icon name="megaphone" size={14} />
            </span>
            {n.title}
            <Icon name="arrowRight" size={14} className="opacity-70" />
          </a>
        </li>
      ))}
    </ul>
  )
}

function VideoModal({ ctx, src, text }: { ctx: ThemeContext; src: string; text: string }) {
  const t = labels(ctx)
  return (
    <Drawer
      id="ld-video"
      label={t.video}
      triggerLabel={text}
      trigger={
        <>
          <span className="ld-pulse grid h-9 w-9 place-items-center rounded-full bg-[var(--ld-accent)] text-white">
            <Icon name="play" size={22} />
          </span>
          <span>{text}</span>
        </>
      }
      triggerClassName="ld-play absolute bottom-0 left-1/2 z-10 inline-flex max-w-[calc(100%-1.5rem)] -translate-x-1/2 translate-y-1/2 items-center gap-3 rounded-full border border-[var(--ld-line)] bg-[var(--ld-card)] py-2 pr-5 pl-2 text-sm font-semibold whitespace-nowrap text-[var(--ld-fg)] shadow-xl transition-transform hover:scale-[1.03] sm:text-base"
      backdropClassName="fixed inset-0 z-50 bg-slate-950/80 backdrop-blur-sm transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
      panelClassName="fixed top-1/2 left-1/2 z-50 w-[min(60rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-black p-0 shadow-2xl outline-none transition-[opacity,scale,visibility] duration-300 data-[open=false]:invisible data-[open=false]:scale-95 data-[open=false]:opacity-0"
      closeIcon={<Icon name="cross" size={22} />}
      closeLabel={t.dismiss}
      closeClassName="absolute -top-12 right-0 grid h-10 w-10 place-items-center rounded-full bg-white/15 text-white transition-colors hover:bg-white/30"
      lazy
    >
      <MediaFrame src={ctx.asset(src)} title={text} className="ld-player aspect-video w-full overflow-hidden rounded-2xl bg-black" />
    </Drawer>
  )
}

// the framed screenshot is the phone's largest paint: a phone asks for a phone-sized rendition
const SHOT_WIDTHS = [480, 640, 828, 1080, 1600] as const
const SHOT_SIZES = '(min-width: 64rem) 64rem, calc(100vw - 2.5rem)'

export default function Hero({ ctx }: { ctx: ThemeContext }) {
  const c = landingCopyOf(ctx)
  const shot = shownSiteFile(c.LANDING_HERO_IMAGE) ?? ctx.site.info.cover
  const srcSet = widthSet(shot, SHOT_WIDTHS, ctx.asset) ?? undefined
  return (
    <section className="ld-hero ld-discs pt-14 pb-10 text-center md:pt-20">
      <div className="ld-wrap">
        <Notices ctx={ctx} />
        <h1 className="ld-gradient mx-auto max-w-4xl pb-2 text-[2.375rem] leading-[1.15] font-extrabold tracking-tight text-balance sm:text-6xl md:text-7xl">{c.LANDING_HERO_TITLE}</h1>
        {c.LANDING_HERO_SUBTITLE && <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-[var(--ld-muted)] md:text-xl">{c.LANDING_HERO_SUBTITLE}</p>}
        <div className="mt-9 flex flex-wrap justify-center gap-4">
          <Cta ctx={ctx} href={c.LANDING_HERO_PRIMARY_HREF} className="ld-btn ld-btn-blue min-w-36 px-7 text-base">
            {c.LANDING_HERO_PRIMARY_TEXT}
          </Cta>
          <Cta ctx={ctx} href={c.LANDING_HERO_SECONDARY_HREF} className="ld-btn ld-btn-ink min-w-36 px-7 text-base">
            {c.LANDING_HERO_SECONDARY_TEXT}
          </Cta>
        </div>
        <figure className="ld-shot relative mx-auto mt-14 mb-8 max-w-5xl md:mt-16">
          <div className="ld-window overflow-hidden">
            <div className="ld-window-bar" aria-hidden="true">
              <i />
              <i />
              <i />
            </div>
            <img
              src={ctx.asset(shot)}
              srcSet={srcSet}
              sizes={srcSet && SHOT_SIZES}
              alt={ctx.site.info.title}
              width={1200}
              height={675}
              fetchPriority="high"
              decoding="async"
              className="block aspect-video h-auto w-full object-cover"
            />
          </div>
          {c.LANDING_VIDEO_URL && <VideoModal ctx={ctx} src={c.LANDING_VIDEO_URL} text={c.LANDING_VIDEO_TEXT} />}
        </figure>
      </div>
    </section>
  )
}
