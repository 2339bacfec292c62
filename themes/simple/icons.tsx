// simple's line icons: thin strokes in the text colour, decorative (the control around an icon
// carries the name). One wrapper, a path list per icon.
import type { ReactNode } from 'react'

function Glyph({ size = 16, className = '', children }: { size?: number; className?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={`simple-glyph ${className}`}>
      {children}
    </svg>
  )
}

type P = { size?: number; className?: string }

export const SearchGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Glyph>
)
export const MenuGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Glyph>
)
export const CloseGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Glyph>
)
export const SunGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Glyph>
)
export const MoonGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
  </Glyph>
)
export const UpGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Glyph>
)
export const ListGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />
  </Glyph>
)
export const PersonGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Glyph>
)
export const ClockGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Glyph>
)
export const FolderGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z" />
  </Glyph>
)
export const HashGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M5 9h15M4 15h15M10 3 8 21M16 3l-2 18" />
  </Glyph>
)
export const PencilGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16Z" />
  </Glyph>
)
export const ChevronGlyph = ({ dir = 'right', ...p }: P & { dir?: 'left' | 'right' | 'down' }) => (
  <Glyph {...p}>
    <path d={dir === 'left' ? 'm15 6-6 6 6 6' : dir === 'down' ? 'm6 9 6 6 6-6' : 'm9 6 6 6-6 6'} />
  </Glyph>
)
export const ExternalGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Glyph>
)
export const BellGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4ZM10 21h4" />
  </Glyph>
)
