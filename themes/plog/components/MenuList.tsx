// The menu (built-in entries and the workspace's Menu/SubMenu rows): a vertical list for the
// menu slide-over, and a row of links for the bottom bar on wide screens (sub-menus open
// upwards, without script, from a <details>). Other sites open in a new tab.
import { isCurrent, menuEntries, type MenuEntry } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon, type IconName } from '../icons'

const ICONS: Record<MenuEntry['kind'], IconName> = { index: 'home', archive: 'archive', search: 'search', category: 'folder', tag: 'tag', custom: 'link' }

function EntryLink({ ctx, entry, className }: { ctx: ThemeContext; entry: MenuEntry; className: string }) {
  const current = isCurrent(ctx, entry)
  return (
    <a
      href={entry.href}
      className={className}
      aria-current={current ? 'page' : undefined}
      {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {entry.emoji ? (
        <span aria-hidden="true" className="w-5 text-center">
          {entry.emoji}
        </span>
      ) : (
        <Icon name={ICONS[entry.kind]} size={17} />
      )}
      <span className="truncate">{entry.title}</span>
    </a>
  )
}

export function PanelMenu({ ctx, label }: { ctx: ThemeContext; label: string }) {
  const entries = menuEntries(ctx, { taxonomy: true })
  return (
    <nav aria-label={label}>
      <ul className="pl-panel-menu">
        {entries.map((e) => (
          <li key={e.key}>
            <EntryLink ctx={ctx} entry={e} className="pl-panel-link" />
            {e.subMenus.length > 0 && (
              <ul className="ml-7 border-l border-[var(--pl-line)] pl-2">
                {e.subMenus.map((s) => (
                  <li key={s.key}>
                    <EntryLink ctx={ctx} entry={s} className="pl-panel-link pl-panel-sub" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function BarMenu({ ctx, label }: { ctx: ThemeContext; label: string }) {
  const entries = menuEntries(ctx, { home: false, taxonomy: true })
  return (
    <nav aria-label={label} className="pl-bar-nav hidden min-w-0 xl:block">
      <ul className="flex items-center gap-0.5">
        {entries.map((e) =>
          e.subMenus.length > 0 ? (
            <li key={e.key} className="relative">
              <details className="pl-bar-sub">
                <summary className="pl-bar-link">
                  {e.emoji ? <span aria-hidden="true">{e.emoji}</span> : <Icon name={ICONS[e.kind]} size={16} />}
                  {e.title}
                  <Icon name="caret" size={14} className="pl-bar-caret" />
                </summary>
                <ul className="pl-bar-pop">
                  <li>
                    <EntryLink ctx={ctx} entry={{ ...e, subMenus: [] }} className="pl-panel-link" />
                  </li>
                  {e.subMenus.map((s) => (
                    <li key={s.key}>
                      <EntryLink ctx={ctx} entry={s} className="pl-panel-link" />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={e.key}>
              <EntryLink ctx={ctx} entry={e} className="pl-bar-link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
