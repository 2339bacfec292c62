// The slide-over's content: features (display mode), navigation (home, about, the menu list)
// and the tags.
import Link from '@/lib/ui/Link'
import type { ReactNode } from 'react'
import type { ThemeContext } from '@/lib/theme-kit/types'
import RandomPost from '@/lib/ui/kit/RandomPost'
import { DiceIcon, HomeIcon, UserIcon } from '../icons'
import { aboutPage, randomEndpoint } from '@/lib/theme-kit/links'
import DarkModeButton from './DarkModeButton'
import { labels } from '@/lib/theme-kit/labels'
import MenuList from './MenuList'
import TagChips from './TagChips'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6">
      <h2 className="mb-2 text-xs font-semibold tracking-wider text-[var(--heo-muted)] uppercase">{title}</h2>
      {children}
    </section>
  )
}

export default function MobileMenu({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const about = aboutPage(ctx)
  const tile = 'heo-tile'
  return (
    <div className="heo-mobile-menu">
      <Section title={t.features}>
        <div className="flex items-center justify-between rounded-xl border border-[var(--heo-border)] bg-[var(--heo-card)] px-3 py-2">
          <span className="text-sm font-medium">{t.displayMode}</span>
          <DarkModeButton
            label={t.darkMode}
            className="flex h-8 w-8 items-center justify-center rounded-full bg-[var(--heo-card-2)] hover:bg-[var(--heo-accent-bg)] hover:text-white"
          />
        </div>
      </Section>
      <Section title={t.navigation}>
        <div className="mb-2 grid grid-cols-2 gap-2">
          <Link prefetch={false} href={ctx.href('/')} className={tile}>
            <HomeIcon size={16} />
            {t.home}
          </Link>
          {about && (
            <Link prefetch={false} href={ctx.href(about.href)} className={tile}>
              <UserIcon size={16} />
              {t.about}
            </Link>
          )}
          {/* the top bar's dice on phones, where the bar keeps its room for the site's name */}
          <RandomPost endpoint={randomEndpoint(ctx)} label={t.randomPost} className={`${tile} sm:hidden`}>
            <DiceIcon size={16} />
            {t.randomPost}
          </RandomPost>
        </div>
        <MenuList ctx={ctx} variant="side" />
      </Section>
      {ctx.site.tags.length > 0 && (
        <Section title={t.tags}>
          <TagChips ctx={ctx} limit={ctx.config.PREVIEW_TAG_COUNT} />
        </Section>
      )}
    </div>
  )
}
