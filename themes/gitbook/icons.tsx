// gitbook's icons: small solid-stroke line drawings on a 24 px grid, inline SVG.
import type { ReactNode } from 'react'

function icon(shape: ReactNode) {
  return function Icon({ size = 18, className = '' }: { size?: number; className?: string }) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className}>
        {shape}
      </svg>
    )
  }
}

export const Search = icon(<><circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2" /></>)
export const Moon = icon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />)
export const Sun = icon(<><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>)
export const Book = icon(<><path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5Z" /><path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" /></>)
export const ListIcon = icon(<path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />)
export const Chevron = icon(<path d="m9 6 6 6-6 6" />)
export const Cross = icon(<path d="M6 6l12 12M18 6 6 18" />)
export const Up = icon(<path d="m6 15 6-6 6 6" />)
export const Lock = icon(<><rect x="4.5" y="10.5" width="15" height="10" rx="2" /><path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" /></>)
export const Outbound = icon(<path d="M14 4h6v6M20 4 10 14M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />)
export const Megaphone = icon(<><path d="M3 10v4l12 5V5Z" /><path d="M15 9a3 3 0 0 1 0 6M7 15.5 8.5 21" /></>)
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />)
