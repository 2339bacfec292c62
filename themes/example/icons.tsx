// The few line icons example draws (24×24, stroked in the current colour). Decorative: the
// button or link around each one carries the accessible name.
import type { ReactNode } from 'react'

function Icon({ size = 18, children }: { size?: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="example-icon">
      {children}
    </svg>
  )
}

type P = { size?: number }

export const MenuIcon = (p: P) => <Icon {...p}><path d="M4 6h16M4 12h16M4 18h16" /></Icon>
export const CloseIcon = (p: P) => <Icon {...p}><path d="M6 6l12 12M18 6L6 18" /></Icon>
export const SearchIcon = (p: P) => <Icon {...p}><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></Icon>
export const SunIcon = (p: P) => <Icon {...p}><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></Icon>
export const MoonIcon = (p: P) => <Icon {...p}><path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" /></Icon>
export const ArrowUpIcon = (p: P) => <Icon {...p}><path d="M6 15l6-6 6 6" /></Icon>
export const ChevronDownIcon = (p: P) => <Icon {...p}><path d="M6 9l6 6 6-6" /></Icon>
export const ListIcon = (p: P) => <Icon {...p}><path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" /></Icon>
export const LockIcon = (p: P) => <Icon {...p}><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></Icon>
export const ExternalIcon = (p: P) => <Icon {...p}><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /></Icon>
export const MegaphoneIcon = (p: P) => <Icon {...p}><path d="M3 10v4h4l6 4V6L7 10H3zM16 9a4 4 0 0 1 0 6" /></Icon>
