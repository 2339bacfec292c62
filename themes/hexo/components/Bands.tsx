// The covers at the top of hexo's pages, each a picture under a dark gradient that the
// transparent top bar lies over:
//   HomeCover    full screen: site title, typing greeting, a bouncing cue down to the posts
//   TitleBand    lists, archive, search, 404: the page's title over the site cover
//   (the article's band is ArticleBand.tsx)
import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import { widthSet } from '@/lib/site/images'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { hexoConfig, hexoCopyOf } from '../config'
import { Glyph } from '../icons'
import TypedGreeting from '../islands/TypedGreeting'
import { words } from '../words'

export const FEED_ID = 'hexo-feed'
/** the page's <h1>, which names its cover band */
export const TITLE_ID = 'hexo-title'

const BAND_WIDTHS = [640, 828, 1080, 1600, 2200] as const

/**
 * The picture and its shade, filling the band. The cover is the largest paint: asked for early,
 * and in the width the screen needs (a phone on a slow line must not wait for a desktop cover).
 */
export function Backdrop({ ctx, src }: { ctx: ThemeContext; src: string }) {
  const srcSet = widthSet(src, BAND_WIDTHS, ctx.asset) ?? undefined
  const url = ctx.asset(src)
  preload(url, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: srcSet && '100vw' })
  return (
    <>
      <img src={url} srcSet={srcSet} sizes={srcSet && '100vw'} alt="" fetchPriority="high" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
      <div aria-hidden="true" className="hexo-shade absolute inset-0" />
    </>
  )
}

export function HomeCover({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  return (
    <section aria-labelledby={TITLE_ID} className="hexo-home-cover relative flex h-[100svh] min-h-[28rem] items-center justify-center overflow-hidden text-white">
      <Backdrop ctx={ctx} src={ctx.site.info.cover} />
      <div className="relative z-10 flex max-w-3xl flex-col items-center px-6 text-center [text-shadow:0_2px_10px_rgb(0_0_0/0.45)]">
        <p className="mb-3 text-xs font-semibold tracking-[0.4em] text-white/85 md:text-sm">{hexoCopyOf(ctx).kicker}</p>
        <h1 id={TITLE_ID} className="text-4xl font-bold tracking-wide md:text-6xl">{ctx.site.info.title}</h1>
        <TypedGreeting
          items={hexoCopyOf(ctx).greetings}
          speed={hexoConfig.HEXO_TYPING_SPEED}
          className="hexo-typed mt-6 min-h-[2em] text-lg text-white/95 md:text-2xl"
        />
      </div>
      <a
        href={`#${FEED_ID}`}
        className="hexo-cue absolute bottom-8 left-1/2 z-10 flex -translate-x-1/2 flex-col items-center gap-1 text-xs text-white/90 hover:text-white"
      >
        <span className="whitespace-nowrap">{w.startReading}</span>
        <span className="hexo-bounce block">
          <Glyph name="down" size={30} />
        </span>
      </a>
    </section>
  )
}

export function TitleBand({ ctx, title, kicker, children }: { ctx: ThemeContext; title: ReactNode; kicker?: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby={TITLE_ID} className="hexo-title-band relative flex min-h-[19rem] items-center justify-center overflow-hidden px-6 pt-14 text-center text-white md:min-h-[24rem]">
      <Backdrop ctx={ctx} src={ctx.site.info.cover} />
      <div className="relative z-10 flex max-w-3xl flex-col items-center gap-3 py-10 [text-shadow:0_2px_8px_rgb(0_0_0/0.45)]">
        {kicker && <p className="text-sm tracking-[0.2em] text-white/90">{kicker}</p>}
        <h1 id={TITLE_ID} className="text-3xl font-bold break-words md:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  )
}
