// landing's menus, from the kit's menu model (built-in entries the MENU_* settings switch on, then
// the workspace's Menu / SubMenu rows). `bar`: small grey words in the top bar (xl up), a
// sub-menu as a floating card under its entry on hover or keyboard focus. `sheet`: the phone
// menu's large rows, sub-menus indented. Other sites' links open in a new tab.
import Link from '@/lib/ui/Link'
import { isCurrent, menuEntries, type MenuEntry } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

const STYLES = {
  bar: {
    list: 'hidden items-center gap-1 xl:flex',
    item: 'group/m relative',
    link: 'flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap text-[var(--ld-muted)] transition-colors hover:bg-[var(--ld-soft)] hover:text-[var(--ld-fg)] aria-[current=page]:text-[var(--ld-fg)]',
    sub: 'invisible absolute top-full left-0 z-50 min-w-48 translate-y-1 rounded-xl border border-[var(--ld-line)] bg-[var(--ld-card)] p-1.5 opacity-0 shadow-lg transition group-focus-within/m:visible group-focus-within/m:translate-y-0 group-focus-within/m:opacity-100 group-hover/m:visible group-hover/m:translate-y-0 group-hover/m:opacity-100',
    subLink: 'flex items-center gap-2 rounded-lg px-3 py-2 text-sm whitespace-nowrap text-[var(--ld-text)] hover:bg-[var(--ld-soft)] hover:text-[var(--ld-fg)]',
  },
  sheet: {
    list: 'flex flex-col gap-1',
    item: '',
    link: 'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold text-[var(--ld-fg)] hover:bg-[var(--ld-soft)] aria-[current=page]:text-[var(--ld-accent-text)]',
    sub: 'mb-2 ml-6 flex flex-col border-l border-[var(--ld-line)] pl-3',
    subLink: 'flex items-center gap-2 py-2 text-[var(--ld-text)] hover:text-[var(--ld-fg)]',
  },
}

function Entry({ ctx, entry, className, withEmoji, caret }: { ctx: ThemeContext; entry: MenuEntry; className: string; withEmoji: boolean; caret?: boolean }) {
  const body = (
    <>
      {withEmoji && entry.emoji && <span aria-hidden="true">{entry.emoji}</span>}
      <span>{entry.title}</span>
      {entry.external && <Icon name="external" size={14} className="opacity-60" />}
      {caret && <Icon name="caret" size={14} className="opacity-60" />}
    </>
  )
  return entry.external ? (
    <a href={entry.href} target="_blank" rel="noopener noreferrer" className={className}>
      {body}
    </a>
  ) : (
    <Link prefetch={false} href={entry.href} aria-current={isCurrent(ctx, entry) ? 'page' : undefined} className={className}>
      {body}
    </Link>
  )
}

export default function Menu({ ctx, look }: { ctx: ThemeContext; look: 'bar' | 'sheet' }) {
  const s = STYLES[look]
  const bar = look === 'bar'
  // in the bar, the logo leads home and the magnifier stands for search
  const entries = menuEntries(ctx, { home: !bar, taxonomy: true }).filter((e) => !(bar && e.kind === 'search'))
  return (
    <ul className={s.list}>
      {entries.map((e) => (
        <li key={e.key} className={s.item}>
          <Entry ctx={ctx} entry={e} className={s.link} withEmoji={!bar} caret={bar && e.subMenus.length > 0} />
          {e.subMenus.length > 0 && (
            <ul className={s.sub}>
              {e.subMenus.map((sub) => (
                <li key={sub.key}>
                  <Entry ctx={ctx} entry={sub} className={s.subLink} withEmoji />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
