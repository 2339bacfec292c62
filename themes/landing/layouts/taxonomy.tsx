// The archive (a timeline: each month a heading with its #yyyy-MM anchor over compact rows of
// "date · title"), the category index (cards with the count in a blue circle) and the tag index
// (chips with counts).
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageIntro from '../components/PageIntro'
import PostMark from '../components/PostMark'
import { Icon } from '../icons'
import Pages from '../components/Pages'

export function CategoryChips({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="ld-categories grid gap-4 sm:grid-cols-2">
      {ctx.site.categories.map((c) => (
        <li key={c.name}>
          <Link prefetch={false} href={categoryHref(ctx, c.name)} className="ld-card ld-card-lift flex items-center gap-4 p-5">
            <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-[var(--ld-accent)] font-bold text-white tabular-nums">{c.count}</span>
            <span className="flex-1 text-lg font-bold text-[var(--ld-fg)]">{c.name}</span>
            <Icon name="arrowRight" className="text-[var(--ld-muted)]" />
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function TagChipCloud({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="ld-tag-cloud flex flex-wrap gap-2.5">
      {ctx.site.tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false} href={tagHref(ctx, tag.name)} className="inline-flex items-center gap-2 rounded-full border border-[var(--ld-line)] bg-[var(--ld-card)] py-2 pr-2 pl-4 font-medium text-[var(--ld-fg)] transition-colors hover:border-[var(--ld-accent)] hover:text-[var(--ld-accent-text)]">
            #{tag.name}
            <span className="rounded-full bg-[var(--ld-soft)] px-2 py-0.5 text-xs text-[var(--ld-muted)] tabular-nums">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** 'yyyy-MM' → "2024年10月" / "October 2024", in the visitor's language. */
function monthTitle(month: string, lang: string): string {
  const d = new Date(`${month}-01T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? month : new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(d)
}

/** One post of the timeline: its day, then its title. */
function ArchiveLine(ctx: ThemeContext, p: Post) {
  return (
    <li key={p.id} className="flex items-baseline gap-4 border-b border-dashed border-[var(--ld-line)] py-2.5 last:border-b-0">
      <time dateTime={p.publishDay} className="w-32 shrink-0 whitespace-nowrap text-sm text-[var(--ld-muted)] tabular-nums">
        {formatDay(p.publishDay)}
      </time>
      <Link prefetch={false} href={ctx.href(p.href)} className="ld-title-link min-w-0 font-medium">
        <PostMark ctx={ctx} icon={p.pageIcon} />
        {p.title}
      </Link>
    </li>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <PageIntro eyebrow={ctx.site.info.title} title={t.archive} line={format(t.postCountN, { n: total })} />
      <div className="ld-archive ld-wrap max-w-3xl pt-12">
        {groups.map((g) => (
          <section key={g.month} id={g.month} aria-labelledby={`m-${g.month}`} className="relative scroll-mt-24 border-l-2 border-[var(--ld-line)] pb-10 pl-7 last:pb-0">
            <span aria-hidden="true" className="absolute top-1.5 -left-[7px] h-3 w-3 rounded-full bg-[var(--ld-accent)] ring-4 ring-[var(--ld-bg)]" />
            <h2 id={`m-${g.month}`} className="text-lg font-bold text-[var(--ld-fg)]">
              {monthTitle(g.month, ctx.lang)}
              <span className="ml-2 text-sm font-normal text-[var(--ld-muted)] tabular-nums">{g.posts.length}</span>
            </h2>
            <ul className="mt-3 flex flex-col">{g.posts.map((p) => ArchiveLine(ctx, p))}</ul>
          </section>
        ))}
        {totalPages > 1 && <Pages ctx={ctx} page={page} totalPages={totalPages} root={root} />}
      </div>
    </Frame>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <PageIntro eyebrow={ctx.site.info.title} title={t.category} line={format(t.postCountN, { n: ctx.site.posts.length })} />
      <div className="ld-wrap max-w-4xl pt-12">
        <CategoryChips ctx={ctx} />
      </div>
    </Frame>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <PageIntro eyebrow={ctx.site.info.title} title={t.tags} line={String(ctx.site.tags.length)} />
      <div className="ld-wrap max-w-4xl pt-12">
        <TagChipCloud ctx={ctx} />
      </div>
    </Frame>
  )
}
