// The home hero: on the left a banner (two title lines and a tilted, slowly scrolling strip of
// icon tiles; hovering shows "random post") above three gradient shortcuts to tag pages; on the
// right (lg and up) the "today" card lying over a grid of up to 6 recommended posts.
import Link from '@/lib/ui/Link'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig, heoCopyOf, type HeroIconPair } from '../config'
import { ArrowRightIcon, DiceIcon, PlusCircleIcon, shortcutIcons } from '../icons'
import RandomPost from '@/lib/ui/kit/RandomPost'
import Veil from '@/lib/ui/kit/Veil'
import { randomEndpoint } from '@/lib/theme-kit/links'
import { EMPTY_PIXEL, recommendedPosts } from '../logic'
import { labels } from '@/lib/theme-kit/labels'
import CoverThumb from './CoverThumb'

function IconColumn({ pair, asset }: { pair: HeroIconPair; asset: (url: string) => string }) {
  const tile = 'flex h-[100px] w-[100px] items-center justify-center rounded-[28px] shadow-lg shadow-black/10'
  return (
    <div className="flex shrink-0 flex-col gap-4 odd:translate-y-10">
      <div className={tile} style={{ background: pair.color1 }} title={pair.title1}>
        <img src={asset(pair.img1)} alt={pair.title1} width={60} height={60} loading="lazy" />
      </div>
      <div className={tile} style={{ background: pair.color2 }} title={pair.title2}>
        <img src={asset(pair.img2)} alt={pair.title2} width={60} height={60} loading="lazy" />
      </div>
    </div>
  )
}

function Banner({ ctx }: { ctx: ThemeContext }) {
  const hero = heoCopyOf(ctx).hero
  const random = labels(ctx).walkAround
  return (
    <div className="heo-card heo-banner group relative h-[190px] overflow-hidden md:h-[240px]">
      <div className="relative z-10 flex h-full flex-col justify-center p-6 md:p-10">
        <Link prefetch={false} href={ctx.href(hero.link)} className="text-[2rem] leading-tight font-extrabold md:text-[2.6rem]">
          <span className="block">{hero.title1}</span>
          <span className="block">{hero.title2}</span>
        </Link>
        <p className="mt-3 text-xs tracking-widest text-[var(--heo-muted)]">{hero.caption}</p>
      </div>
      {/* The strip: two copies side by side scroll left by one copy's width, forever. */}
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 left-[40%] overflow-hidden [mask-image:linear-gradient(to_right,transparent,#000_30%)] max-sm:left-[55%]"
      >
        <div className="absolute top-[-20px] left-0 origin-top-left rotate-[-15deg] max-md:top-[-10px] max-md:scale-75">
        <div className="heo-strip flex w-max gap-4">
          {[0, 1].map((copy) => (
            <div key={copy} className="flex gap-4">
              {hero.icons.map((pair) => (
                <IconColumn key={pair.title1} pair={pair} asset={ctx.asset} />
              ))}
            </div>
          ))}
          </div>
        </div>
      </div>
      <RandomPost
        endpoint={randomEndpoint(ctx)}
        label={random}
        className="heo-random-cover absolute inset-0 z-20 flex items-center justify-center gap-3 bg-[#4f65f0]/95 text-3xl font-extrabold text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 focus-visible:opacity-100"
      >
        <DiceIcon size={32} />
        {random}
        <ArrowRightIcon size={32} />
      </RandomPost>
    </div>
  )
}

/** A shortcut goes to its tag page; when no post carries that tag but a category of that name
 * exists, to the category page instead, so a shortcut never leads to a 404. */
export function shortcutHref(ctx: ThemeContext, name: string): string {
  const hasTag = ctx.site.tags.some((t) => t.name === name)
  const hasCategory = ctx.site.categories.some((c) => c.name === name)
  return ctx.href(`/${!hasTag && hasCategory ? 'category' : 'tag'}/${encodeURIComponent(name)}`)
}

function Shortcuts({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="grid grid-cols-3 gap-3">
      {heoCopyOf(ctx).hero.shortcuts.map((s) => {
        const Icon = shortcutIcons[s.icon as keyof typeof shortcutIcons]
        return (
          <li key={s.tag}>
            <Link prefetch={false}
              href={shortcutHref(ctx, s.tag)}
              style={{ backgroundImage: `linear-gradient(to right, ${s.from}, ${s.to})` }}
              className="heo-shortcut group relative flex h-[72px] items-center overflow-hidden rounded-xl px-4 text-lg font-extrabold text-white shadow-md transition-transform hover:-translate-y-0.5 md:h-[84px] md:px-5 md:text-xl"
            >
              <span className="relative z-10 drop-shadow-sm [text-shadow:0_1px_2px_#0003]">{s.title}</span>
              <span className="absolute bottom-3 left-4 h-1 w-5 rounded-full bg-white/80 transition-all group-hover:w-10 md:left-5" />
              <Icon
                size={84}
                className="absolute -right-3 -bottom-3 [stroke-width:1.5] opacity-30 transition-transform duration-500 group-hover:scale-110 group-hover:-rotate-12"
              />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

function Recommended({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  return (
    <ul className="grid h-full grid-cols-3 grid-rows-2 gap-3">
      {posts.map((p) => (
        <li key={p.id} className="min-h-0">
          <Link prefetch={false}
            href={ctx.href(p.href)}
            className="heo-card group flex h-full flex-col overflow-hidden transition-colors hover:border-[var(--heo-accent)]"
          >
            <CoverThumb ctx={ctx} post={p} className="h-[60%] w-full object-cover transition-transform duration-500 group-hover:scale-105" />
            <span className="line-clamp-2 p-3 text-sm leading-snug font-bold group-hover:text-[var(--heo-accent)]">{p.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Today({ ctx, image }: { ctx: ThemeContext; image: string }) {
  const today = heoCopyOf(ctx).today
  const t = labels(ctx)
  return (
    <div className="heo-today relative h-full overflow-hidden rounded-xl bg-[#1d1e22] text-white shadow-lg">
      {/* The card shows from lg up: smaller screens get an empty pixel instead of the download. */}
      <picture>
        <source media="(max-width: 1023.98px)" srcSet={EMPTY_PIXEL} />
        <img
          src={image}
          alt=""
          width={1000}
          height={560}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      </picture>
      <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/20 to-transparent" />
      <div className="absolute right-0 bottom-0 left-0 flex items-end justify-between gap-4 p-8">
        <Link prefetch={false} href={ctx.href(today.link)} className="min-w-0">
          <span className="text-xs opacity-90">{t.recommended}</span>
          {/* balanced lines: a long button label (French) never leaves one character alone */}
          <span className="mt-1 block text-3xl leading-tight font-extrabold text-balance">{today.title}</span>
        </Link>
        {/* on one line: the title beside it takes the lines it needs */}
        <button
          type="button"
          data-lift-veil
          className="heo-more-recs flex shrink-0 items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm leading-tight font-bold whitespace-nowrap backdrop-blur transition-colors hover:bg-white hover:text-[#4f65f0]"
        >
          <PlusCircleIcon size={18} />
          {t.moreRecommendations}
        </button>
      </div>
    </div>
  )
}

export default function Hero({ ctx }: { ctx: ThemeContext }) {
  const recommended = recommendedPosts(
    ctx.site.posts,
    heoConfig.HEO_RECOMMEND_TAG,
    heoConfig.HEO_RECOMMEND_POSTS_SORT_BY_UPDATE_TIME,
  )
  const image = ctx.asset(heoConfig.HEO_TODAY_IMAGE || ctx.site.info.cover)
  return (
    <section className="heo-hero heo-band mx-auto flex w-full max-w-[86rem] gap-4 pt-4">
      <div className="flex w-full flex-col gap-3 lg:w-1/2">
        <Banner ctx={ctx} />
        <Shortcuts ctx={ctx} />
      </div>
      <div className="hidden h-[336px] flex-1 lg:block">
        {/* "more recommendations" (data-lift-veil) slides the today card away; leaving the area brings it back */}
        <Veil
          id="heo-today-card"
          veil={<Today ctx={ctx} image={image} />}
          className="relative h-full"
          veilClassName="absolute inset-0 z-10 transition-all duration-500 data-[hidden=true]:pointer-events-none data-[hidden=true]:translate-y-4 data-[hidden=true]:opacity-0"
        >
          <Recommended ctx={ctx} posts={recommended} />
        </Veil>
      </div>
    </section>
  )
}
