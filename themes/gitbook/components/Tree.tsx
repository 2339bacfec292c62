// The page tree: every post, grouped by category, each group a native <details> (no script) —
// the current post's group open and the post marked with aria-current. Titles only, one short
// plain link a post, so thousands of posts stay light; a group longer than GITBOOK_TREE_LIMIT
// lists its first posts and a "view all" link to its category. A category's own list opens its group.
// Groups in the category index's order (see groups()).
import type { CategoryItem, Post } from '@/lib/site/types'
import { categoryHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { gitbookConfig } from '../config'
import { Chevron } from '../icons'

interface Group {
  /** the category, or null for posts without one */
  category: string | null
  posts: Post[]
  /** each post's place in `posts`, by href */
  at: Map<string, number>
}

/** Groups per list of posts (one list per data version): built once, not on every page render. */
const grouped = new WeakMap<Post[], Group[]>()

// The groups come in the order of the category index (ctx.site.categories: most posts first,
// ties in the posts' order), not in the order the posts first name them, so the tree and
// /category list the categories alike — the biggest sections of the documentation on top —
// and posts without a category last.
function groups(posts: Post[], categories: CategoryItem[]): Group[] {
  let out = grouped.get(posts)
  if (out) return out
  const map = new Map<string, Group>(categories.map((c) => [c.name, { category: c.name, posts: [], at: new Map() }]))
  for (const p of posts) {
    const key = p.category ?? ''
    let g = map.get(key)
    if (!g) map.set(key, (g = { category: p.category || null, posts: [], at: new Map() }))
    g.at.set(p.href, g.posts.length)
    g.posts.push(p)
  }
  grouped.set(posts, (out = [...map.values()].filter((g) => g.posts.length > 0)))
  return out
}

export default function Tree({ ctx, current, group }: { ctx: ThemeContext; current?: string; group?: string }) {
  const t = labels(ctx)
  const limit = gitbookConfig.GITBOOK_TREE_LIMIT
  return (
    <nav aria-label={t.navigation} className="gb-tree flex flex-col gap-0.5">
      {groups(ctx.site.posts, ctx.site.categories).map((g) => {
        const at = current ? (g.at.get(current) ?? -1) : -1
        const name = g.category ?? t.uncategorized
        const real = g.category !== null
        const shown = g.posts.slice(0, limit)
        if (at >= limit) shown.push(g.posts[at])
        return (
          <details key={name} open={at >= 0 || (real && name === group)} className="gb-group">
            <summary className="flex cursor-pointer items-center justify-between rounded-md px-2.5 py-1.5 text-[0.9375rem] font-medium text-[var(--gb-fg)] hover:bg-[var(--gb-soft)]">
              <span className="truncate">{name}</span>
              <span className="flex shrink-0 items-center gap-1 text-xs text-[var(--gb-muted)]">
                {g.posts.length}
                <Chevron size={14} className="gb-caret transition-transform" />
              </span>
            </summary>
            <ul className="my-1 ml-3 border-l border-[var(--gb-line)] pl-2">
              {shown.map((p) => (
                <li key={p.id}>
                  <a href={ctx.href(p.href)} className="gb-t" aria-current={p.href === current ? 'page' : undefined}>
                    {p.title}
                  </a>
                </li>
              ))}
              {g.posts.length > shown.length && real && (
                <li>
                  <a href={categoryHref(ctx, name)} className="gb-t gb-a">
                    {t.viewAll} ({g.posts.length})
                  </a>
                </li>
              )}
            </ul>
          </details>
        )
      })}
    </nav>
  )
}
