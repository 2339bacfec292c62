// The top bar's menu (the kit's menu model): text links, a sub-menu opening under its entry on
// hover or focus; external links open in a new tab. Shown from lg up; phones reach the same
// places from the tree column, which repeats the entries as a short list.
import Link from '@/lib/ui/Link'
import { isCurrent, menuEntries, type MenuEntry } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Chevron, Outbound } from '../icons'

function Entry({ ctx, e, className, plain = false }: { ctx: ThemeContext; e: MenuEntry; className: string; plain?: boolean }) {
  const inner = (
    <>
      {e.emoji && <span aria-hidden="true">{e.emoji}</span>}
      {e.title}
      {e.external && <Outbound size={12} />}
      {e.subMenus.length > 0 && <Chevron size={12} className="rotate-90" />}
    </>
  )
  return e.external ? (
    <a href={e.href} target="_blank" rel="noopener noreferrer" className={className}>
      {inner}
    </a>
  ) : plain ? (
    <a href={e.href} aria-current={isCurrent(ctx, e) ? 'page' : undefined} className={className}>
      {inner}
    </a>
  ) : (
    <Link prefetch={false} href={e.href} aria-current={isCurrent(ctx, e) ? 'page' : undefined} className={className}>
      {inner}
    </Link>
  )
}

const LINK = 'flex items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm text-[var(--gb-muted)] hover:text-[var(--gb-fg)] aria-[current=page]:text-[var(--gb-accent)]'

export function MenuRow({ ctx }: { ctx: ThemeContext }) {
  const entries = menuEntries(ctx, { home: false, taxonomy: true }).filter((e) => e.kind !== 'search')
  return (
    <ul className="hidden items-center lg:flex">
      {entries.map((e) => (
        <li key={e.key} className="group/m relative">
          <Entry ctx={ctx} e={e} className={LINK} />
          {e.subMenus.length > 0 && (
            <ul className="invisible absolute top-full right-0 z-50 min-w-44 rounded-lg border border-[var(--gb-line)] bg-[var(--gb-bg)] py-1 opacity-0 shadow-lg group-focus-within/m:visible group-focus-within/m:opacity-100 group-hover/m:visible group-hover/m:opacity-100">
              {e.subMenus.map((s) => (
                <li key={s.key}>
                  <Entry ctx={ctx} e={s} className={`${LINK} rounded-none px-4 py-2`} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

export function MenuList({ ctx }: { ctx: ThemeContext }) {
  const entries = menuEntries(ctx, { home: true, taxonomy: true }).filter((e) => e.kind !== 'search')
  return (
    <ul className="mb-3 flex flex-wrap gap-1 border-b border-[var(--gb-line)] pb-3 lg:hidden">
      {entries.flatMap((e) => [e, ...e.subMenus]).map((e) => (
        <li key={e.key}>
          <Entry plain ctx={ctx} e={{ ...e, subMenus: [] }} className={`${LINK} bg-[var(--gb-soft)] px-2 py-1 text-xs`} />
        </li>
      ))}
    </ul>
  )
}
