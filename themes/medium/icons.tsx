// medium's glyphs: thin outline strokes on a 24-unit grid, one path each, drawn inline (no
// font, no request). The stroke style lives in medium.css (`.md-glyph`), not in attributes.
import type { SVGProps } from 'react'

const GLYPHS = {
  home: 'M4 11.4 12 4.6l8 6.8M6.4 9.5v10h4.4v-5.2h2.4v5.2h4.4v-10',
  search: 'M10.6 17.6a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm5.1-1.9 4.8 4.8',
  archive: 'M3.6 4.8h16.8v4.1H3.6zM5.2 8.9v10.3h13.6V8.9M9.6 12.6h4.8',
  folder: 'M3.5 6.2a1 1 0 0 1 1-1h4.7l2.1 2.3h8.2a1 1 0 0 1 1 1v9.8a1 1 0 0 1-1 1H4.5a1 1 0 0 1-1-1z',
  tag: 'M3.8 4.8v6.6l8.8 8.8 7.6-7.6-8.8-8.8H4.8a1 1 0 0 0-1 1ZM8.2 8.4h.01',
  menu: 'M4.5 7.5h15M4.5 12h15M4.5 16.5h9',
  toc: 'M9 6.8h11M9 12h11M9 17.2h11M4.6 6.8h.01M4.6 12h.01M4.6 17.2h.01',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0-13.2v2m0 14.4v2M2.8 12h2m14.4 0h2M5.5 5.5l1.4 1.4m10.2 10.2 1.4 1.4m0-13-1.4 1.4M6.9 17.1l-1.4 1.4',
  moon: 'M19.6 14.9A7.9 7.9 0 0 1 9.1 4.4a7.9 7.9 0 1 0 10.5 10.5Z',
  up: 'M12 19.2V5.4m-5.6 5.5L12 5.3l5.6 5.6',
  left: 'M14.6 5.6 8.2 12l6.4 6.4',
  right: 'm9.4 5.6 6.4 6.4-6.4 6.4',
  close: 'm6.3 6.3 11.4 11.4m0-11.4L6.3 17.7',
  external: 'M13.6 4.6h5.8v5.8m0-5.8-8.1 8.1m5.5 1.8v4.9H4.6V7.2h4.9',
  clock: 'M12 20.4a8.4 8.4 0 1 0 0-16.8 8.4 8.4 0 0 0 0 16.8Zm0-12.6V12l2.9 1.9',
  user: 'M12 11.6a3.8 3.8 0 1 0 0-7.6 3.8 3.8 0 0 0 0 7.6Zm-7.4 8.6c.9-3.4 3.8-5.2 7.4-5.2s6.5 1.8 7.4 5.2',
  info: 'M12 20.4a8.4 8.4 0 1 0 0-16.8 8.4 8.4 0 0 0 0 16.8Zm0-9.2v5m0-7.9h.01',
  megaphone: 'M4.5 10v4h2.6l6.9 4V6L7.1 10Zm12.3-.6a3.6 3.6 0 0 1 0 5.2',
  lock: 'M6.4 10.6h11.2v9H6.4zm2.4 0V7.8a3.2 3.2 0 0 1 6.4 0v2.8',
  comment: 'M5 5.4h14a1 1 0 0 1 1 1v9.2a1 1 0 0 1-1 1h-7.6L7 20v-3.4H5a1 1 0 0 1-1-1V6.4a1 1 0 0 1 1-1Z',
  link: 'M10.3 13.7a3.6 3.6 0 0 0 5.1 0l3-3a3.6 3.6 0 0 0-5.1-5.1l-1 1m1.4 4.7a3.6 3.6 0 0 0-5.1 0l-3 3a3.6 3.6 0 0 0 5.1 5.1l1-1',
} as const

export type GlyphName = keyof typeof GLYPHS

export function Glyph({ name, size = 20, className, ...rest }: SVGProps<SVGSVGElement> & { name: GlyphName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className ? `md-glyph ${className}` : 'md-glyph'} {...rest}>
      <path d={GLYPHS[name]} />
    </svg>
  )
}
