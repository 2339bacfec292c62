// The cover bands every page starts with, under matery's solid green app bar: the site cover
// (MATERY_HERO_COVER or the site's own) under matery's drifting teal-green veil. `Hero`: the
// home's tall banner with the site title and the typed lines; the category buttons and the
// first row of cards rise over its lower edge, so the first screen already shows the grid
// (unlike hexo's full-screen dark cover). `Banner`: a shorter band carrying the page's title
// (its only <h1>) for lists, taxonomies, search, the archive and the 404.
import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { materyConfig, materyCopyOf } from '../config'
import Typewriter from '../islands/Typewriter'
import { widthSet } from '@/lib/site/images'
import { heroLines } from '../logic'

const WIDTHS = [640, 1080, 1600, 2200] as const

/** The band's picture: responsive widths where the site can resize it; the page's first image. */
export function BandImage({ ctx, src, alt = '' }: { ctx: ThemeContext; src: string | null; alt?: string }) {
  if (!src) return <div className="m-fallback-cover absolute inset-0 -z-20" />
  const srcSet = widthSet(src, WIDTHS, ctx.asset)
  const url = ctx.asset(src)
  preload(url, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet ?? undefined, imageSizes: '100vw' })
  return (
    <img
      src={url}
      srcSet={srcSet ?? undefined}
      sizes="100vw"
      alt={alt}
      width={1600}
      height={900}
      fetchPriority="high"
      decoding="async"
      className="absolute inset-0 -z-20 h-full w-full object-cover"
    />
  )
}

export const bandCover = (ctx: ThemeContext) => materyConfig.MATERY_HERO_COVER || ctx.site.info.cover || null

export function Hero({ ctx }: { ctx: ThemeContext }) {
  const c = materyConfig
  const lines = heroLines(ctx.site.info.description || ctx.config.DESCRIPTION, materyCopyOf(ctx).hero.lines, c.MATERY_HERO_TYPING_COPY)
  return (
    <section className="m-hero relative isolate flex h-[62svh] min-h-[24rem] max-h-[38rem] items-center justify-center overflow-hidden px-6 pt-16 pb-16 text-center text-white">
      <BandImage ctx={ctx} src={bandCover(ctx)} />
      <div className="m-hero-veil absolute inset-0 -z-10" />
      <div className="mx-auto w-full max-w-4xl">
        <h1 className="text-[2rem] leading-tight font-bold tracking-[0.12em] [text-shadow:0_3px_12px_rgb(0_0_0/0.35)] md:text-6xl">{ctx.site.info.title}</h1>
        {/* one line tall and as wide as its text: centred under the title on every screen */}
        <div className="mt-5 flex min-h-[1.75em] justify-center text-base leading-relaxed md:mt-6 md:text-2xl">
          {c.MATERY_HERO_TYPING ? (
            <Typewriter lines={lines} speed={c.MATERY_HERO_TYPING_SPEED} loop={c.MATERY_HERO_TYPING_LOOP} />
          ) : (
            <p className="m-typed">{lines[0]}</p>
          )}
        </div>
      </div>
    </section>
  )
}

export function Banner({ ctx, title, note, glyph }: { ctx: ThemeContext; title: ReactNode; note?: ReactNode; glyph?: ReactNode }) {
  return (
    <section className="m-banner relative isolate flex min-h-[18rem] items-center justify-center overflow-hidden px-6 pt-20 pb-20 text-center text-white md:min-h-[22rem]">
      <BandImage ctx={ctx} src={bandCover(ctx)} />
      <div className="m-hero-veil absolute inset-0 -z-10" />
      <div className="max-w-3xl">
        {glyph && <div className="mx-auto mb-3 grid h-12 w-12 place-items-center rounded-full bg-white/15">{glyph}</div>}
        <h1 className="text-3xl leading-tight font-bold tracking-wider [text-shadow:0_2px_10px_rgb(0_0_0/0.3)] md:text-5xl">{title}</h1>
        {note && <p className="mt-3 text-base text-white/90 md:text-lg">{note}</p>}
      </div>
    </section>
  )
}
