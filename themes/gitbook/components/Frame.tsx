// The frame of every gitbook screen: a slim top bar (site name, menu, light/dark), then three
// columns — the page tree (search box on top, the footer pinned at its foot), the text, and from
// xl up the right column (the article's facts, its contents, the announcement). On phones the
// tree slides in from the left, opened by the top bar's menu button or the bottom bar's, which
// also holds search, contents and light/dark. Server component; behaviour comes from the kit's islands; <SendOnce> sends the
// island-free markup once.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import Drawer from '@/lib/ui/kit/Drawer'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import ToTop from '@/lib/ui/kit/ToTop'
import Toggle from '@/lib/ui/kit/Toggle'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import { SearchSlot } from '@/lib/theme-kit/slots'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { gitbookConfig } from '../config'
import { Book, Cross, ListIcon, MenuIcon, Moon, Search, Sun, Up } from '../icons'
import Footer from './Footer'
import { MenuList, MenuRow } from './Menu'
import Notices from './Notices'
import Tree from './Tree'

const TREE = 'data-gb-tree'
const BAR_BTN = 'gb-btn flex-col gap-0.5 h-12 w-16 text-[0.6875rem]'

/** A contents list is worth showing from two headings on. */
export const hasToc = (toc?: TocEntry[]): toc is TocEntry[] => !!toc && toc.length >= 2

function Dark({ label, className }: { label: string; className: string }) {
  return (
    <DarkModeToggle label={label} className={className}>
      <Sun className="hidden dark:block" />
      <Moon className="dark:hidden" />
    </DarkModeToggle>
  )
}

export default function Frame({ ctx, children, current, group, info, toc }: { ctx: ThemeContext; children: ReactNode; current?: string; group?: string; info?: ReactNode; toc?: TocEntry[] }) {
  const t = labels(ctx)
  const notices = gitbookConfig.GITBOOK_ANNOUNCEMENT && ctx.site.notices.length > 0
  const right = !!info || hasToc(toc) || notices
  return (
    <SendOnce>
      <div className="gb min-h-screen">
        <LoadingCover id="gb-loading" label={t.loading} className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden">
          <div className="gb-loading h-full w-1/3 bg-[var(--gb-accent)]" />
        </LoadingCover>
        {/* h-14 with its border inside, so the columns' top-14 and 100vh-3.5rem meet it exactly */}
        <header className="sticky top-0 z-40 h-14 border-b border-[var(--gb-line)] bg-[var(--gb-bg)]">
          <div className="mx-auto flex h-full max-w-[90rem] items-center gap-3 px-4 lg:px-6">
            {/* phones: the menu button opens the tree column (menu entries + page tree) as a
                modal — it carries the modal behaviour (focus kept inside, Escape, focus back);
                the bottom bar's book button and the close button are plain toggles of the same
                attribute, so one trap runs whichever opened it */}
            <Toggle attr={TREE} modal="gb-side" label={t.menu} onLabel={t.close} className="gb-btn -ml-2 shrink-0 lg:hidden">
              <MenuIcon size={20} />
            </Toggle>
            <Link prefetch={false} href={ctx.href('/')} className="flex min-w-0 items-center gap-2 text-lg font-semibold text-[var(--gb-fg)]">
              <Book size={22} className="shrink-0 text-[var(--gb-accent)]" />
              <span className="truncate">{ctx.site.info.title}</span>
            </Link>
            <nav aria-label={t.menuTitle} className="ml-auto flex items-center">
              <MenuRow ctx={ctx} />
            </nav>
            <Dark label={t.darkMode} className="gb-btn hidden lg:inline-flex" />
          </div>
        </header>

        <div className="mx-auto flex max-w-[90rem]">
          <Toggle attr={TREE} label={t.closeSidebar} className="gb-veil fixed inset-0 z-40 hidden bg-black/40 lg:!hidden [html[data-gb-tree=true]_&]:block" >
            <span />
          </Toggle>
          <aside
            id="gb-side"
            aria-label={t.menuTitle}
            className="gb-side fixed inset-y-0 left-0 z-50 flex w-72 shrink-0 flex-col gap-3 border-r border-[var(--gb-line)] bg-[var(--gb-side)] p-4 lg:sticky lg:top-14 lg:z-auto lg:h-[calc(100vh-3.5rem)] lg:bg-[var(--gb-bg)]"
          >
            <div className="flex items-center gap-2">
              <SearchTrigger
                label={t.search}
                className="flex h-10 min-w-0 flex-1 items-center justify-between rounded-lg border border-[var(--gb-line)] bg-[var(--gb-soft)] px-3 text-sm text-[var(--gb-muted)] hover:border-[var(--gb-accent)]"
              >
                <span className="truncate">{t.searchPlaceholder}</span>
                <Search size={16} />
              </SearchTrigger>
              <Toggle attr={TREE} label={t.closeSidebar} className="gb-btn lg:hidden">
                <Cross />
              </Toggle>
            </div>
            <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
              <MenuList ctx={ctx} />
              <Tree ctx={ctx} current={current} group={group} />
            </div>
            <Footer ctx={ctx} />
          </aside>

          <main id="main" className="min-w-0 flex-1 px-5 pt-8 pb-28 sm:px-8 lg:px-12 lg:pb-16">
            {children}
          </main>

          {right && (
            <aside aria-label={t.toc} className="hidden w-64 shrink-0 xl:block">
              {/* fits the window under the bar: the facts and the announcement keep their
                  height, the contents take what is left and scroll inside (never under 8rem);
                  on a window too short even for that the whole column scrolls */}
              <div className="sticky top-14 flex max-h-[calc(100vh-3.5rem)] flex-col gap-6 overflow-y-auto py-8 pr-6 text-sm [&>*]:shrink-0">
                {info}
                {hasToc(toc) && (
                  <div className="gb-toc flex min-h-32 !shrink flex-col">
                    <p className="gb-label mb-2 flex items-center gap-1.5">
                      <ListIcon size={14} /> {t.toc}
                    </p>
                    <TocList items={toc} indent={12} className="min-h-0 flex-1 overflow-y-auto" listClassName="border-l border-[var(--gb-line)]" linkClassName="gb-toc-link" />
                  </div>
                )}
                {notices && <Notices ctx={ctx} />}
              </div>
            </aside>
          )}
        </div>

        <div className="gb-bar fixed inset-x-0 bottom-0 z-40 flex h-14 items-center justify-around border-t border-[var(--gb-line)] bg-[var(--gb-bg)] lg:hidden">
          <Toggle attr={TREE} label={t.openSidebar} onLabel={t.closeSidebar} className={BAR_BTN}>
            <Book />
          </Toggle>
          <SearchTrigger label={t.search} className={BAR_BTN}>
            <Search />
          </SearchTrigger>
          {hasToc(toc) && (
            <Drawer
              id="gb-toc"
              label={t.toc}
              trigger={<ListIcon />}
              triggerClassName={BAR_BTN}
              backdropClassName="fixed inset-0 z-40 bg-black/40 transition-opacity data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
              panelClassName="fixed inset-x-0 bottom-0 z-50 max-h-[70vh] overflow-y-auto rounded-t-2xl border-t border-[var(--gb-line)] bg-[var(--gb-bg)] px-5 pt-4 pb-8 text-[var(--gb-text)] outline-none transition-[transform,visibility] duration-300 data-[open=false]:invisible data-[open=false]:translate-y-full"
              closeIcon={<Cross />}
              closeLabel={t.close}
              closeClassName="gb-btn absolute top-2 right-2"
              lazy
            >
              <p className="gb-label mb-3">{t.toc}</p>
              <TocList items={toc} indent={14} listClassName="border-l border-[var(--gb-line)]" linkClassName="gb-toc-link py-1.5" />
            </Drawer>
          )}
          <Dark label={t.darkMode} className={BAR_BTN} />
        </div>

        {gitbookConfig.GITBOOK_WIDGET_TO_TOP && (
          <ToTop
            label={t.toTop}
            className="gb-btn fixed right-4 bottom-20 z-30 border border-[var(--gb-line)] bg-[var(--gb-bg)] shadow-sm transition-opacity data-[shown=false]:pointer-events-none data-[shown=false]:opacity-0 lg:bottom-6"
          >
            <Up />
          </ToTop>
        )}
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
