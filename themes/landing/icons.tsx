// landing's icons: rounded 24 px line drawings, inline (no font, no request), all drawn by one
// component from a table of path data; the stroke comes from style.css (`.ld-icon`).
const PATHS = {
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.8-1.7L20 20',
  sun: 'M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9ZM12 2.5v2m0 15v2M4.6 4.6 6 6m12 12 1.4 1.4M2.5 12h2m15 0h2M4.6 19.4 6 18M18 6l1.4-1.4',
  moon: 'M20 14.2A8 8 0 0 1 9.8 4 8 8 0 1 0 20 14.2Z',
  bars: 'M4 7h16M4 12h16M4 17h10',
  cross: 'M6 6l12 12M18 6 6 18',
  arrowRight: 'M5 12h13m-5-5 5 5-5 5',
  arrowLeft: 'M19 12H6m5-5-5 5 5 5',
  arrowUp: 'M12 19V6m-5 5 5-5 5 5',
  play: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-1.8-12.2v6.4l5-3.2-5-3.2Z',
  contents: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  external: 'M14 4h6v6m0-6-9 9m-2-7H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3',
  caret: 'm7 10 5 5 5-5',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7a1 1 0 0 1 1-1Zm6 4v2',
  quote: 'M9.5 7C6.5 8 5 10.3 5 13.5V17h5v-5H7.4c.3-1.7 1.3-2.8 3-3.4L9.5 7Zm9 0c-3 1-4.5 3.3-4.5 6.5V17h5v-5h-2.6c.3-1.7 1.3-2.8 3-3.4L18.5 7Z',
  mail: 'M4.5 5.5h15a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17V7a1.5 1.5 0 0 1 1.5-1.5Zm-1 1.2L12 13l8.5-6.3',
  megaphone: 'M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Zm12-1.5a4 4 0 0 1 0 7',
  // the three feature cards
  leaf: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15m-1-1 7-7',
  bowl: 'M3 11h18a9 9 0 0 1-18 0Zm5 9h8M9 7c0-1.5 1-1.5 1-3m4 3c0-1.5 1-1.5 1-3',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  // the six grid items
  plate: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-4.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  drop: 'M12 3.5S6 10 6 14a6 6 0 0 0 12 0c0-4-6-10.5-6-10.5Z',
  label: 'M6 3h9l4 4v14H6V3Zm3 7h7m-7 4h7m-7 4h4',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
  bed: 'M3 18V6m0 8h18v4m0-4v-2a3 3 0 0 0-3-3h-7v5M7 11.5h.01',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 20, className = '' }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={`ld-icon ${className}`}>
      <path d={PATHS[name]} />
    </svg>
  )
}

/** The icon of each feature card and grid item, by position (their copy is in config.ts). */
export const FEATURE_ICONS: IconName[] = ['leaf', 'bowl', 'shield']
export const GRID_ICONS: IconName[] = ['plate', 'clock', 'drop', 'label', 'heart', 'bed']
