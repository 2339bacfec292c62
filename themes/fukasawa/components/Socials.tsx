// The social row at the foot of the sidebar: the feed (ENABLE_RSS) and the profiles set in
// fukasawa's settings, as round icon links.
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { FEED_PATHS } from '@/lib/feeds/feeds'
import { fukasawaConfig as fk } from '../config'
import { Glyph, type GlyphName } from '../icons'

interface Social {
  glyph: GlyphName
  label: string
  href: string
  external: boolean
}

export function socialLinks(ctx: ThemeContext): Social[] {
  const f = labels(ctx)
  const list: Social[] = []
  if (fk.FUKASAWA_SOCIAL_RSS && ctx.config.ENABLE_RSS) list.push({ glyph: 'rss', label: f.rss, href: ctx.asset(FEED_PATHS.rss), external: false })
  if (fk.FUKASAWA_SOCIAL_EMAIL) list.push({ glyph: 'mail', label: f.mail, href: `mailto:${fk.FUKASAWA_SOCIAL_EMAIL}`, external: false })
  const profiles: Array<[GlyphName, string, string]> = [
    ['github', 'GitHub', fk.FUKASAWA_SOCIAL_GITHUB],
    ['instagram', 'Instagram', fk.FUKASAWA_SOCIAL_INSTAGRAM],
    ['x', 'X', fk.FUKASAWA_SOCIAL_X],
    ['youtube', 'YouTube', fk.FUKASAWA_SOCIAL_YOUTUBE],
  ]
  for (const [glyph, label, href] of profiles) if (href) list.push({ glyph, label, href, external: true })
  return list
}

export default function Socials({ ctx }: { ctx: ThemeContext }) {
  const links = socialLinks(ctx)
  if (!links.length) return null
  return (
    <ul className="fk-socials flex flex-wrap gap-2">
      {links.map((s) => (
        <li key={s.glyph}>
          <a
            href={s.href}
            aria-label={s.label}
            title={s.label}
            className="fk-social"
            {...(s.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Glyph name={s.glyph} size={17} />
          </a>
        </li>
      ))}
    </ul>
  )
}
