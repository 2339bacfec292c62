// simple's line icons: thin strokes in the text colour, decorative (the control around an icon
// carries the name). Each icon is its list of shapes: a path's `d`, or a circle as [cx, cy, r].
type Shape = string | [number, number, number]

const SHAPES = {
  search: [[11, 11, 7], 'm20 20-3.5-3.5'],
  menu: ['M3 6h18M3 12h18M3 18h18'],
  close: ['M6 6l12 12M18 6 6 18'],
  sun: [[12, 12, 4], 'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4'],
  moon: ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z'],
  up: ['M12 19V5M5 12l7-7 7 7'],
  list: ['M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01'],
  person: [[12, 8, 4], 'M4 21a8 8 0 0 1 16 0'],
  clock: [[12, 12, 9], 'M12 7v5l3 2'],
  folder: ['M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z'],
  hash: ['M5 9h15M4 15h15M10 3 8 21M16 3l-2 18'],
  pencil: ['M4 20h4L19 9l-4-4L4 16Z'],
  left: ['m15 6-6 6 6 6'],
  right: ['m9 6 6 6-6 6'],
  down: ['m6 9 6 6 6-6'],
  external: ['M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  bell: ['M6 16V11a6 6 0 0 1 12 0v5l2 2H4ZM10 21h4'],
} satisfies Record<string, Shape[]>

type P = { size?: number; className?: string }

function glyph(name: keyof typeof SHAPES) {
  return function Glyph({ size = 16, className = '' }: P) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={`simple-glyph ${className}`}>
        {(SHAPES[name] as Shape[]).map((s, i) => (typeof s === 'string' ? <path key={i} d={s} /> : <circle key={i} cx={s[0]} cy={s[1]} r={s[2]} />))}
      </svg>
    )
  }
}

export const SearchGlyph = glyph('search')
export const MenuGlyph = glyph('menu')
export const CloseGlyph = glyph('close')
export const SunGlyph = glyph('sun')
export const MoonGlyph = glyph('moon')
export const UpGlyph = glyph('up')
export const ListGlyph = glyph('list')
export const PersonGlyph = glyph('person')
export const ClockGlyph = glyph('clock')
export const FolderGlyph = glyph('folder')
export const HashGlyph = glyph('hash')
export const PencilGlyph = glyph('pencil')
export const ExternalGlyph = glyph('external')
export const BellGlyph = glyph('bell')
const chevrons = { left: glyph('left'), right: glyph('right'), down: glyph('down') }
export const ChevronGlyph = ({ dir = 'right', ...p }: P & { dir?: keyof typeof chevrons }) => {
  const Chevron = chevrons[dir]
  return <Chevron {...p} />
}
