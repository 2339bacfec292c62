// The author's picture (MEDIUM_AVATAR), or the site's mark when none is set.
import type { ThemeContext } from '@/lib/theme-kit/types'
import { mediumConfig } from '../config'
import SiteMark from './SiteMark'

export default function Avatar({ ctx, size, className = '' }: { ctx: ThemeContext; size: number; className?: string }) {
  const src = mediumConfig.MEDIUM_AVATAR
  if (!src) return <SiteMark ctx={ctx} size={size} />
  return (
    <img
      src={ctx.asset(src)}
      alt={ctx.config.AUTHOR}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full bg-[var(--md-soft)] object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  )
}
