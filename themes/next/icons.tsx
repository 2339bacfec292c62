// next's glyphs: solid shapes on a 24-unit grid, in the spirit of the icon font NexT ships,
// drawn inline (no font, no request). One component, the shape picked by name; the fill comes
// from the text colour, holes from the even-odd rule.
const SHAPES = {
  home: 'M12 2.5 1.5 11.2l1.3 1.5L4 11.7V21h6.2v-6h3.6v6H20v-9.3l1.2 1 1.3-1.5z',
  archive: 'M2.5 3.5h19v4.5h-19zM3.8 9.2h16.4V20.5H3.8zm5.2 2.6v1.9h6v-1.9z',
  category: 'M3 3h7.5v7.5H3zm10.5 0H21v7.5h-7.5zM3 13.5h7.5V21H3zm10.5 0H21V21h-7.5z',
  tag: 'M2.2 2.2h9.1l10.5 10.5-9.1 9.1L2.2 11.3zm4.9 3a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8z',
  search: 'M10.2 2a8.2 8.2 0 0 1 6.6 13.1l5.1 5.1-1.7 1.7-5.1-5.1A8.2 8.2 0 1 1 10.2 2zm0 2.4a5.8 5.8 0 1 0 0 11.6 5.8 5.8 0 0 0 0-11.6z',
  link: 'M12 6.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zm0 3a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  user: 'M12 2.2a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM2.8 21.8c.4-5 4.3-8.1 9.2-8.1s8.8 3.1 9.2 8.1z',
  calendar: 'M6.2 1.8h2.2v2.1h7.2V1.8h2.2v2.1h3.4v18.3H2.8V3.9h3.4zM5 9.3v10.6h14V9.3z',
  calendarEdit: 'M6.2 1.8h2.2v2.1h7.2V1.8h2.2v2.1h3.4v7.6h-2.2V9.3H5v10.6h6v2.3H2.8V3.9h3.4zm12 11.4 3 3-5.4 5.4h-3v-3z',
  folder: 'M1.8 4h7.4l2.2 2.4h10.8v13.8H1.8z',
  words: 'M5 1.8h9.4l5.6 5.6v14.8H5zm8.3 1.8v4.9h4.9zM8 12h8v1.8H8zm0 3.6h8v1.8H8z',
  clock: 'M12 1.8a10.2 10.2 0 1 1 0 20.4 10.2 10.2 0 0 1 0-20.4zm-1.1 4.4v7l5.3 3.2 1.1-1.8-4.2-2.5V6.2z',
  eye: 'M12 4.8c5.6 0 9.4 4.6 10.5 7.2-1.1 2.6-4.9 7.2-10.5 7.2S2.6 14.6 1.5 12C2.6 9.4 6.4 4.8 12 4.8zm0 3.4a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6z',
  bars: 'M2.5 4.5h19v2.4h-19zm0 6.3h19v2.4h-19zm0 6.3h19v2.4h-19z',
  close: 'M5.1 3.4 12 10.3l6.9-6.9 1.7 1.7-6.9 6.9 6.9 6.9-1.7 1.7-6.9-6.9-6.9 6.9-1.7-1.7 6.9-6.9-6.9-6.9z',
  left: 'M15.6 3.7 17.3 5.4 10.7 12l6.6 6.6-1.7 1.7L7.3 12z',
  right: 'M8.4 3.7 6.7 5.4l6.6 6.6-6.6 6.6 1.7 1.7 8.3-8.3z',
  up: 'M12 3 3.3 11.7 5 13.4l5.8-5.8V21h2.4V7.6l5.8 5.8 1.7-1.7z',
  sun: 'M12 6.6a5.4 5.4 0 1 1 0 10.8 5.4 5.4 0 0 1 0-10.8zM10.9.8h2.2v3.6h-2.2zm0 18.8h2.2v3.6h-2.2zM.8 10.9h3.6v2.2H.8zm18.8 0h3.6v2.2h-3.6zM3.3 4.9l1.6-1.6 2.5 2.5-1.6 1.6zm13.3 13.3 1.6-1.6 2.5 2.5-1.6 1.6zM3.3 19.1l2.5-2.5 1.6 1.6-2.5 2.5zM16.6 5.8l2.5-2.5 1.6 1.6-2.5 2.5z',
  moon: 'M20.8 15.2A9.6 9.6 0 0 1 8.8 3.2 9.6 9.6 0 1 0 20.8 15.2z',
  toc: 'M2.5 4.3h2.8v2.8H2.5zm5 .3h14v2.2h-14zM2.5 10.6h2.8v2.8H2.5zm5 .3h14v2.2h-14zm-5 5.9h2.8v2.8H2.5zm5 .3h14v2.2h-14z',
  bullhorn: 'M2.5 9h4.2l9.8-5.3v16.6L6.7 15H5.6l1.3 5.3H4.6L3.2 15h-.7zm16.2 1.2h2.8v3.6h-2.8z',
  external: 'M13.8 2.5h7.7v7.7h-2.2V6.3l-8.5 8.5-1.6-1.6 8.5-8.5h-3.9zM3 5.3h7v2.2H5.2v11.3h11.3V14h2.2v7H3z',
  rss: 'M3.5 2.5a18 18 0 0 1 18 18h-3.1A14.9 14.9 0 0 0 3.5 5.6zm0 6.2a11.8 11.8 0 0 1 11.8 11.8h-3.1a8.7 8.7 0 0 0-8.7-8.7zm2.6 6.6a2.6 2.6 0 1 1 0 5.2 2.6 2.6 0 0 1 0-5.2z',
  heart: 'M12 21.2 3.3 12.8A5.3 5.3 0 0 1 12 5.6a5.3 5.3 0 0 1 8.7 7.2z',
  comment: 'M2.5 3.5h19v13.2H9.2L4.4 20.8v-4.1H2.5z',
  lock: 'M6.8 9.8V7.4a5.2 5.2 0 0 1 10.4 0v2.4h2v12H4.8v-12zm2.4 0h5.6V7.4a2.8 2.8 0 0 0-5.6 0zm1.6 4.2v4h2.4v-4z',
  copyright: 'M12 1.8a10.2 10.2 0 1 1 0 20.4 10.2 10.2 0 0 1 0-20.4zm2.9 7.5 1.8-1.2A5.4 5.4 0 1 0 16.7 16l-1.8-1.2a3.2 3.2 0 1 1 0-5.5z',
} as const

export type Shape = keyof typeof SHAPES

export function Glyph({ name, size = 14, className }: { name: Shape; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className ? `nx-glyph ${className}` : 'nx-glyph'}>
      <path d={SHAPES[name]} />
    </svg>
  )
}
