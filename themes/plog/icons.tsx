// plog's line icons: thin strokes on a 24-unit grid, drawn in currentColor.
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h10',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5.5M12 7.6v.2',
  search: 'M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM15.6 15.6 20.5 20.5',
  close: 'M6 6l12 12M18 6 6 18',
  up: 'M12 19.5V5M6 10.5 12 4.5l6 6',
  toc: 'M9 6.5h11M9 12h11M9 17.5h11M4.2 6.5h.1M4.2 12h.1M4.2 17.5h.1',
  arrow: 'M4.5 12h14.5M13.5 6.5 19 12l-5.5 5.5',
  left: 'M14.5 6 8.5 12l6 6',
  caret: 'M7 14.5l5-5 5 5',
  right: 'M9.5 6l6 6-6 6',
  calendar: 'M4.5 6.5h15v13h-15zM4.5 10.5h15M8.5 4v4M15.5 4v4',
  folder: 'M3.5 6.5a1 1 0 0 1 1-1h5l2 2.2h8a1 1 0 0 1 1 1v9.8a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z',
  tag: 'M3.8 12.6V4.5a.7.7 0 0 1 .7-.7h8.1l7.6 7.6a1 1 0 0 1 0 1.4l-6.8 6.8a1 1 0 0 1-1.4 0zM8.3 8.3h.1',
  lock: 'M6 10.5h12v9.5H6zM8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.3v2.4',
  home: 'M4 11 12 4.3l8 6.7M6.2 9.5V19.7h11.6V9.5M10 19.7v-5.2h4v5.2',
  mail: 'M3.5 6h17v12h-17zM4 6.5l8 6.2 8-6.2',
  rss: 'M5 4.8a14.2 14.2 0 0 1 14.2 14.2M5 10.3a8.7 8.7 0 0 1 8.7 8.7M5.9 18.5h.1',
  github: 'M9.2 19.4c-3.9 1.2-3.9-2-5.5-2.4M14.8 21.4v-3.1a2.7 2.7 0 0 0-.8-2.1c2.6-.3 5.4-1.3 5.4-5.8a4.5 4.5 0 0 0-1.2-3.1 4.2 4.2 0 0 0-.1-3.1s-1-.3-3.2 1.2a11 11 0 0 0-5.8 0C6.9 3.9 5.9 4.2 5.9 4.2a4.2 4.2 0 0 0-.1 3.1 4.5 4.5 0 0 0-1.2 3.1c0 4.5 2.8 5.5 5.4 5.8a2.7 2.7 0 0 0-.8 2.1v3.1',
  instagram: 'M4 8.4A4.4 4.4 0 0 1 8.4 4h7.2A4.4 4.4 0 0 1 20 8.4v7.2a4.4 4.4 0 0 1-4.4 4.4H8.4A4.4 4.4 0 0 1 4 15.6zM12 15.4a3.4 3.4 0 1 0 0-6.8 3.4 3.4 0 0 0 0 6.8zM16.9 7.1h.1',
  x: 'M4.5 4.5l15 15M19.5 4.5l-6.3 6.3M10.8 13.2 4.5 19.5',
  photo: 'M3.5 5.5h17v13h-17zM3.5 15.5l5-4.5 4 3.5 3-2.5 5 4.3M15.5 9.2h.1',
  expand: 'M14.5 4.5h5v5M9.5 19.5h-5v-5M19.5 4.5 13.5 10.5M4.5 19.5l6-6',
  clock: 'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17zM12 7.5V12l3 2',
  chat: 'M4.5 5.5h15v10h-8.2L7 19.3v-3.8H4.5z',
  archive: 'M3.8 5h16.4v4H3.8zM5.2 9v10h13.6V9M10 12.8h4',
  grid: 'M4.5 4.5h6.2v6.2H4.5zM13.3 4.5h6.2v6.2h-6.2zM4.5 13.3h6.2v6.2H4.5zM13.3 13.3h6.2v6.2h-6.2z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.1 1.1M14 10a4 4 0 0 0-5.7 0l-3 3A4 4 0 0 0 11 18.7l1.1-1.1',
  bell: 'M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.5 1.5H5zM10 20.2a2.2 2.2 0 0 0 4 0',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 20, className = '' }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={`pl-icon ${className}`}>
      <path d={PATHS[name]} />
    </svg>
  )
}
