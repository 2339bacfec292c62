// heo's icons: small inline SVGs (no icon font, no request), line style on a 24 px grid.
// Usable from server components and client islands alike.
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement> & { size?: number }

// The line style (stroke, width, caps) is in heo.css (`.heo-i`, `.heo-i-fill`) rather than in
// attributes: a page draws dozens of icons, and the attributes were most of each icon's bytes.
function icon(paths: string[], fill = false) {
  function Icon({ size = 18, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        className={className ? `${fill ? 'heo-i-fill' : 'heo-i'} ${className}` : fill ? 'heo-i-fill' : 'heo-i'}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }
  return Icon
}

export const HomeIcon = icon(['M3 10.5 12 3l9 7.5', 'M5 9.5V21h5v-6h4v6h5V9.5'])
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'm20 20-4-4'])
export const ArchiveIcon = icon(['M3 4h18v4H3z', 'M5 8v12h14V8', 'M10 12h4'])
export const FolderIcon = icon(['M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z'])
export const TagIcon = icon(['M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9Z', 'M7.5 7.5h.01'])
export const RssIcon = icon(['M4 11a9 9 0 0 1 9 9', 'M4 4a16 16 0 0 1 16 16', 'M5 20h.01'])
export const DiceIcon = icon([
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
  'M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
])
export const SunIcon = icon([
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
])
export const MoonIcon = icon(['M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z'])
export const ArrowUpIcon = icon(['M12 19V5', 'm5 12 7-7 7 7'])
export const ArrowRightIcon = icon(['M5 12h14', 'm12 5 7 7-7 7'])
export const MenuIcon = icon(['M4 6h16M4 12h16M4 18h16'])
export const CloseIcon = icon(['M6 6l12 12M18 6 6 18'])
export const ChevronRightIcon = icon(['m9 6 6 6-6 6'])
export const ChevronLeftIcon = icon(['m15 6-6 6 6 6'])
export const ChevronsRightIcon = icon(['m6 6 6 6-6 6', 'm13 6 6 6-6 6'])
export const CalendarIcon = icon(['M4 5h16v16H4z', 'M4 10h16M8 3v4M16 3v4'])
export const ClockIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2'])
export const FileTextIcon = icon(['M6 3h9l4 4v14H6z', 'M14 3v5h5M9 13h6M9 17h6'])
export const EyeIcon = icon(['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'])
export const EditIcon = icon(['M4 20h4L19 9l-4-4L4 16z', 'm13.5 6.5 4 4'])
export const UserIcon = icon(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4 21a8 8 0 0 1 16 0'])
export const ListIcon = icon(['M9 6h11M9 12h11M9 18h11', 'M4 6h.01M4 12h.01M4 18h.01'])
export const CommentIcon = icon(['M4 5h16v11H9l-5 4z', 'M8 9.5h8M8 12.5h5'])
export const ExternalIcon = icon(['M14 4h6v6', 'M20 4 10 14', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'])
export const PlusCircleIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 8v8M8 12h8'])
export const ArrowRightCircleIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M8 12h8', 'm12.5 8.5 3.5 3.5-3.5 3.5'])
export const BowlIcon = icon(['M3 11h18a9 9 0 0 1-18 0Z', 'M8 7c0-2 2-2 2-4M13 7c0-2 2-2 2-4'])
export const FlameIcon = icon(['M12 22a7 7 0 0 0 7-7c0-5-4-7-5-12-2 3-3 4-3 7-1-1-2-2-2-4-2 2-4 5-4 9a7 7 0 0 0 7 7Z'])
export const ShieldIcon = icon(['M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6Z', 'm9 12 2 2 4-4'])
export const ChartIcon = icon(['M4 20V10M10 20V4M16 20v-7M22 20H2'])
export const LinkIcon = icon(['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'])
export const SparkIcon = icon(['M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6'])
export const PaletteIcon = icon([
  'M12 3a9 9 0 0 0 0 18c1 0 1.5-.7 1.5-1.5 0-.5-.3-.9-.5-1.3-.3-.4-.5-.8-.5-1.2 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4-4-7.5-9-7.5Z',
  'M7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01',
])

export const shortcutIcons = { bowl: BowlIcon, flame: FlameIcon, shield: ShieldIcon } as const
