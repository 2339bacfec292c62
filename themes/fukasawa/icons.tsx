// fukasawa's glyphs: one inline SVG component over a table of thin-line drawings (24 px grid).
// The stroke style lives in style.css (`.fk-ico`), so each copy on a page is only its paths.
// Works in server components and islands alike.
const GLYPHS = {
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  panel: ['M4 5h16v14H4z', 'M10 5v14', 'M6.5 9h1', 'M6.5 12h1'],
  search: ['M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z', 'M15.5 15.5L20 20'],
  sun: ['M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z', 'M12 2.5v2', 'M12 19.5v2', 'M2.5 12h2', 'M19.5 12h2', 'M5.3 5.3l1.4 1.4', 'M17.3 17.3l1.4 1.4', 'M5.3 18.7l1.4-1.4', 'M17.3 6.7l1.4-1.4'],
  moon: ['M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z'],
  up: ['M12 19V5', 'M6 11l6-6l6 6'],
  toc: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4.5 6h.5', 'M4.5 12h.5', 'M4.5 18h.5'],
  left: ['M15 5l-7 7l7 7'],
  right: ['M9 5l7 7l-7 7'],
  down: ['M6 9l6 6l6-6'],
  folder: ['M3.5 6.5a1 1 0 0 1 1-1h4.5l2 2h8.5a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z'],
  tag: ['M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8l-9 9z', 'M8 8h.5'],
  calendar: ['M4.5 6h15v13.5h-15z', 'M4.5 10h15', 'M8.5 3.5v4', 'M15.5 3.5v4'],
  clock: ['M12 3.5a8.5 8.5 0 1 0 0 17a8.5 8.5 0 1 0 0-17z', 'M12 7.5V12l3 2'],
  rss: ['M5 11a8 8 0 0 1 8 8', 'M5 5a14 14 0 0 1 14 14', 'M5.5 18.5h.5'],
  mail: ['M3.5 6h17v12h-17z', 'M4 6.5l8 6.5l8-6.5'],
  github: ['M9 19c-4 1.2-4-2-5.5-2.5', 'M15 21v-3.5c0-1 .1-1.4-.5-2c2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2a4.3 4.3 0 0 0-.1-3.2s-1-.3-3.4 1.3a11.6 11.6 0 0 0-6.2 0C6.6 2.8 5.6 3.1 5.6 3.1a4.3 4.3 0 0 0-.1 3.2A4.6 4.6 0 0 0 4.2 9.5c0 4.6 2.7 5.7 5.5 6c-.6.6-.6 1.2-.5 2V21'],
  instagram: ['M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4z', 'M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z', 'M17 7h.5'],
  x: ['M4.5 4h4l11 16h-4z', 'M19.5 4l-6.3 7.2', 'M4.5 20l6.3-7.2'],
  youtube: ['M3 8.5c0-2 1-3 3-3.2c4-.4 8-.4 12 0c2 .2 3 1.2 3 3.2v7c0 2-1 3-3 3.2c-4 .4-8 .4-12 0c-2-.2-3-1.2-3-3.2z', 'M10 9v6l5-3z'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  home: ['M4 11l8-6.5l8 6.5', 'M6 9.5V19.5h12V9.5', 'M10 19.5v-5h4v5'],
  archive: ['M3.5 5h17v4h-17z', 'M5 9v10.5h14V9', 'M10 13h4'],
  lock: ['M6 10.5h12v9.5H6z', 'M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3', 'M12 14v2.5'],
  external: ['M14 4.5h5.5V10', 'M19.5 4.5L11 13', 'M17.5 14v5.5h-13v-13H10'],
  bell: ['M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z', 'M10 20.5h4'],
  chat: ['M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z'],
  link: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
} as const

export type GlyphName = keyof typeof GLYPHS

export function Glyph({ name, size = 18, className }: { name: GlyphName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className ? `fk-ico ${className}` : 'fk-ico'}>
      {GLYPHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
