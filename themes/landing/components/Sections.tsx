// The product page's sections under the hero, all copy from config.ts: the three feature cards,
// the six-item grid, the testimonial, and the section heading they share.
import type { ReactNode } from 'react'
import { shownSiteFile } from '@/lib/theme-kit/site-file'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { featureCards, gridItems, landingCopyOf } from '../config'
import { FEATURE_ICONS, GRID_ICONS, Icon } from '../icons'

export function SectionHead({ id, title, text, children }: { id: string; title: string; text?: string; children?: ReactNode }) {
  return (
    <header className="mx-auto mb-12 max-w-2xl text-center">
      {children}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-[var(--ld-fg)] md:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg leading-8 text-[var(--ld-muted)]">{text}</p>}
    </header>
  )
}

export function FeatureCards({ ctx }: { ctx: ThemeContext }) {
  const c = landingCopyOf(ctx)
  return (
    <section aria-labelledby="ld-features-title" className="ld-features bg-[var(--ld-soft)] py-20 md:py-24">
      <div className="ld-wrap">
        <SectionHead id="ld-features-title" title={c.LANDING_FEATURES_TITLE} text={c.LANDING_FEATURES_TEXT} />
        <ul className="grid gap-6 md:grid-cols-3">
          {featureCards(c).map((f, i) => (
            <li key={i} className="ld-feature ld-card ld-card-lift flex flex-col p-8">
              <span className="ld-badge">
                <Icon name={FEATURE_ICONS[i]} size={26} />
              </span>
              <h3 className="mt-6 text-xl font-bold text-[var(--ld-fg)]">{f.title}</h3>
              <p className="mt-3 leading-7 text-[var(--ld-muted)]">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function FeatureGrid({ ctx }: { ctx: ThemeContext }) {
  const c = landingCopyOf(ctx)
  return (
    <section aria-labelledby="ld-grid-title" className="ld-grid py-20 md:py-24">
      <div className="ld-wrap">
        <SectionHead id="ld-grid-title" title={c.LANDING_GRID_TITLE} text={c.LANDING_GRID_TEXT} />
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {gridItems(c).map((g, i) => (
            <li key={i} className="ld-grid-item flex gap-4">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-[var(--ld-ink)] text-[var(--ld-ink-text)]">
                <Icon name={GRID_ICONS[i]} size={20} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-[var(--ld-fg)]">{g.title}</h3>
                <p className="mt-1.5 leading-7 text-[var(--ld-muted)]">{g.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function Testimonial({ ctx }: { ctx: ThemeContext }) {
  const c = landingCopyOf(ctx)
  if (!c.LANDING_TESTIMONIAL_QUOTE) return null
  const avatar = shownSiteFile(c.LANDING_TESTIMONIAL_AVATAR)
  return (
    <section className="ld-testimonial bg-[var(--ld-soft)] py-20 md:py-24">
      <figure className="ld-wrap max-w-3xl text-center">
        <Icon name="quote" size={44} className="mx-auto text-[var(--ld-accent-text)]" />
        <blockquote className="mt-6 text-xl leading-9 font-medium text-[var(--ld-fg)] md:text-2xl md:leading-10">
          <p>{c.LANDING_TESTIMONIAL_QUOTE}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-4">
          {avatar && <img src={ctx.asset(avatar)} alt={c.LANDING_TESTIMONIAL_NAME} width={56} height={56} loading="lazy" decoding="async" className="h-14 w-14 rounded-full object-cover ring-4 ring-[var(--ld-card)]" />}
          <span className="text-left">
            <span className="block font-semibold text-[var(--ld-fg)]">{c.LANDING_TESTIMONIAL_NAME}</span>
            {c.LANDING_TESTIMONIAL_ROLE && <span className="block text-sm text-[var(--ld-muted)]">{c.LANDING_TESTIMONIAL_ROLE}</span>}
          </span>
        </figcaption>
      </figure>
    </section>
  )
}
