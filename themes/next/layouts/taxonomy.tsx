// The category index (a bulleted list with counts), the tag index (the tag cloud) and the
// archive (the timeline), each in one white card under a centred title.
import Link from '@/lib/ui/Link'
import { categoryHref } from '@/lib/theme-kit/links'
import type { ArchiveGroup } from '@/lib/site/types'
import type { ThemeContext } from '@/themes/types'
import Cloud from '../components/Cloud'
import Frame from '../components/Frame'
import { ArchiveTimeline } from '../components/Timeline'
import { words } from '../words'

function Head({ title, line }: { title: string; line: string }) {
  return (
    <header className="text-center">
      <h1 className="nx-page-title">{title}</h1>
      <p className="mt-2 text-sm text-[var(--nx-muted)]">{line}</p>
    </header>
  )
}

export function CategoryList({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="nx-cat-list">
      {ctx.site.categories.map((c) => (
        <li key={c.name}>
          <Link href={categoryHref(ctx, c.name)} className="nx-link">
            {c.name}
          </Link>
          <span className="nx-cat-count">({c.count})</span>
        </li>
      ))}
    </ul>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="nx-card nx-page">
        <Head title={w.category} line={`${ctx.site.categories.length}`} />
        <div className="mt-8">
          <CategoryList ctx={ctx} />
        </div>
      </section>
    </Frame>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const w = words(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="nx-card nx-page">
        <Head title={w.tags} line={`${ctx.site.tags.length}`} />
        <div className="mt-8">
          <Cloud ctx={ctx} tags={ctx.site.tags} />
        </div>
      </section>
    </Frame>
  )
}

export function Archive({ ctx, groups }: { ctx: ThemeContext; groups: ArchiveGroup[] }) {
  const w = words(ctx)
  const count = groups.reduce((n, g) => n + g.posts.length, 0)
  return (
    <Frame ctx={ctx}>
      <section className="nx-card nx-page">
        <Head title={w.archive} line={w.postsN(count)} />
        <ArchiveTimeline ctx={ctx} groups={groups} />
      </section>
    </Frame>
  )
}
