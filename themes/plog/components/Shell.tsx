// Every plog page: black, full-bleed content, then a quiet footer, and the fixed bottom bar —
// the site's mark and name on the left; on the right the menu entries and the theme/language
// picker (wide screens), search, the info slide-over and (narrower screens) the menu
// slide-over. Floating above the bar: the TOC button on an article (phones) and jump-to-top.
// One quick-look dialog (PreviewDialog) serves all photo cards of the page. The island-free
// markup is sent once (SendOnce). plog is always dark: the document shell puts `dark` on <html>.
import type { ReactNode } from 'react'
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { SearchSlot } from '@/lib/theme-kit/slots'
import Drawer from '@/lib/ui/kit/Drawer'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import PreviewDialog from '@/lib/ui/kit/PreviewDialog'
import RevealOnView from '@/lib/ui/kit/RevealOnView'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import ToTop from '@/lib/ui/kit/ToTop'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { plogConfig as pl } from '../config'
import { Icon } from '../icons'
import Brand from './Brand'
import InfoPanel from './InfoPanel'
import { BarMenu, PanelMenu } from './MenuList'

const BACKDROP = 'pl-backdrop fixed inset-0 z-50 bg-black/70 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0'
const SLIDE = 'pl-slide fixed inset-y-0 z-50 flex w-[86vw] max-w-[22rem] flex-col overflow-y-auto px-6 pt-16 pb-24 outline-none transition-transform duration-300 data-[open=false]:invisible'

/** One quiet line under the content: © and author, registration, counters, engine. */
function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  const parts: ReactNode[] = [
    <>
      {f.copyright}{' '}
      <a href={f.authorHref} className="pl-underline text-[var(--pl-ink)]">
        {f.author}
      </a>
    </>,
  ]
  if (f.beian) parts.push(<a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="pl-underline">{f.beian.text}</a>)
  if (f.counters) parts.push(<>{t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span></>)
  parts.push(f.version)
  return (
    <footer className="pl-footer">
      {parts.map((part, i) => (
        <span key={i}>{part}</span>
      ))}
    </footer>
  )
}

/** A panel sliding in from one side of the screen over a dimmed page (kit Drawer). */
function Slide({ id, label, icon, side, buttonClassName, closeLabel, lazy, children }: { id: string; label: string; icon: ReactNode; side: 'left' | 'right'; buttonClassName: string; closeLabel: string; lazy?: boolean; children: ReactNode }) {
  const away = side === 'left' ? 'left-0 data-[open=false]:-translate-x-full' : 'right-0 data-[open=false]:translate-x-full'
  return (
    <Drawer
      id={id}
      label={label}
      trigger={icon}
      triggerClassName={buttonClassName}
      backdropClassName={BACKDROP}
      panelClassName={`${SLIDE} ${away}`}
      closeIcon={<Icon name="close" size={20} />}
      closeLabel={closeLabel}
      closeClassName="pl-round absolute top-4 right-4"
      lazy={lazy}
    >
      {children}
    </Drawer>
  )
}

/** The article's contents on phones: a round button above the bar, a sheet from the right. */
function TocSheet({ items, label, closeLabel }: { items: TocEntry[]; label: string; closeLabel: string }) {
  // drawn on first open: the desktop column already has the list in the HTML
  return (
    <Slide id="pl-toc-sheet" label={label} icon={<Icon name="toc" size={20} />} side="right" buttonClassName="pl-float lg:hidden" closeLabel={closeLabel} lazy>
      <p className="pl-panel-title">
        <Icon name="toc" size={15} />
        {label}
      </p>
      <TocList items={items} indent={14} className="pl-toc" linkClassName="pl-toc-link" />
    </Slide>
  )
}

export default function Shell({ ctx, children, toc, cards = false }: { ctx: ThemeContext; children: ReactNode; toc?: TocEntry[]; cards?: boolean }) {
  const t = labels(ctx)
  const contents = pl.PLOG_ARTICLE_TOC && toc && toc.length > 0 ? toc : undefined
  return (
    <SendOnce>
      <div className="plog flex min-h-screen flex-col">
        <a href="#main" className="pl-skip">
          {t.skipToContent}
        </a>
        <LoadingCover id="pl-loading" label={t.loading} className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5">
          <div className="pl-loading-bar h-full" />
        </LoadingCover>
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer ctx={ctx} />

        <div className="pl-bar" data-testid="plog-bar">
          <Brand ctx={ctx} withDescription={pl.PLOG_BAR_DESCRIPTION} />
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <BarMenu ctx={ctx} label={t.navigation} />
            <Preferences ctx={ctx} className="pl-prefs hidden items-center gap-1 md:flex" buttonClassName="pl-bar-icon" selectClassName="pl-select" />
            <SearchTrigger label={t.search} className="pl-bar-icon">
              <Icon name="search" />
            </SearchTrigger>
            <Slide id="pl-info" label={t.about} icon={<Icon name="info" />} side="right" buttonClassName="pl-bar-icon" closeLabel={t.close}>
              <InfoPanel ctx={ctx} />
            </Slide>
            <Slide id="pl-menu" label={t.menuTitle} icon={<Icon name="menu" />} side="left" buttonClassName="pl-bar-icon xl:hidden" closeLabel={t.close}>
              <div className="flex flex-1 flex-col gap-8">
                <Brand ctx={ctx} />
                <PanelMenu ctx={ctx} label={t.navigation} />
                <Preferences ctx={ctx} className="pl-prefs mt-auto flex items-center gap-2" buttonClassName="pl-round" selectClassName="pl-select" />
              </div>
            </Slide>
          </div>
        </div>

        <div className="pl-floats">
          {contents && <TocSheet items={contents} label={t.toc} closeLabel={t.close} />}
          {pl.PLOG_TO_TOP && (
            <ToTop label={t.toTop} className="pl-float transition-all duration-300 data-[shown=false]:pointer-events-none data-[shown=false]:translate-y-2 data-[shown=false]:opacity-0">
              <Icon name="up" size={20} />
            </ToTop>
          )}
        </div>
        <SearchSlot ctx={ctx} />
        {cards && (
          <>
            <RevealOnView selector=".pl-card" />
            {pl.PLOG_CARD_PREVIEW && (
              <PreviewDialog
                id="pl-preview"
                closeLabel={t.close}
                closeIcon={<Icon name="close" size={20} />}
                linkLabel={t.readMore}
                linkIcon={<Icon name="arrow" size={18} />}
                fallback={<span className="pl-fallback pl-fallback-lg" aria-hidden="true" />}
                sizes="(min-width: 64rem) 60rem, 100vw"
                classNames={{
                  backdrop: 'pl-backdrop fixed inset-0 z-[60] bg-black/85 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0',
                  panel: 'pl-quick fixed top-1/2 left-1/2 z-[61] max-h-[92vh] w-[min(60rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto outline-none transition duration-300 data-[open=false]:invisible data-[open=false]:scale-95 data-[open=false]:opacity-0',
                  close: 'pl-round pl-quick-close absolute top-3 right-3 z-10',
                  figure: 'pl-quick-figure aspect-video w-full',
                  image: 'h-full w-full object-cover',
                  body: 'flex flex-col gap-3 px-5 pt-4 pb-6 sm:px-7',
                  title: 'text-xl font-semibold leading-snug sm:text-2xl',
                  facts: 'pl-quick-facts',
                  summary: 'leading-relaxed text-[var(--pl-soft)]',
                  link: 'pl-button self-start',
                }}
              />
            )}
          </>
        )}
      </div>
    </SendOnce>
  )
}
