// nobelium's glyphs: thin outline drawings on a 20 px grid, inline (no font, no request). The
// stroke style lives in style.css (`.nb-g`), so each glyph carries only its path data.
import type { ReactNode } from 'react'

function glyph(shape: ReactNode) {
  return function Glyph({ size = 18, className = '' }: { size?: number; className?: string }) {
    return (
      <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" className={`nb-g ${className}`}>
        {shape}
      </svg>
    )
  }
}

export const Magnifier = glyph(
  <>
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="M12.6 12.6 17 17" />
  </>,
)
/** two crossing arrows: a shuffled pick */
export const Shuffle = glyph(<path d="M2.5 6h3c4 0 5 8 9 8h3m-2.5-2.5L17.5 14 15 16.5M2.5 14h3c1.4 0 2.4-1 3.2-2.3m2.6-3.4C12 7 13 6 14.5 6h3M15 3.5 17.5 6 15 8.5" />)
export const Sun = glyph(
  <>
    <circle cx="10" cy="10" r="3.2" />
    <path d="M10 1.8v2M10 16.2v2M1.8 10h2M16.2 10h2M4.2 4.2l1.4 1.4M14.4 14.4l1.4 1.4M4.2 15.8l1.4-1.4M14.4 5.6l1.4-1.4" />
  </>,
)
export const Moon = glyph(<path d="M16.5 12.2A7 7 0 1 1 7.8 3.5a5.6 5.6 0 0 0 8.7 8.7Z" />)
export const Bars = glyph(<path d="M3 6h14M3 10h14M3 14h14" />)
export const Cross = glyph(<path d="m5 5 10 10M15 5 5 15" />)
export const Caret = glyph(<path d="m6 8 4 4 4-4" />)
export const Up = glyph(<path d="m5 12.5 5-5 5 5" />)
/** lines of a contents list, indented */
export const Contents = glyph(<path d="M3 5h14M6 10h11M6 15h8M3 10h.5M3 15h.5" />)
export const Lock = glyph(
  <>
    <rect x="4" y="9" width="12" height="8.5" rx="1.5" />
    <path d="M6.8 9V6.4a3.2 3.2 0 0 1 6.4 0V9" />
  </>,
)
export const Outbound = glyph(<path d="M8 4H4.5v11.5H16V12M11 3.5h5.5V9M16.5 3.5 9 11" />)
