// One entry of the post list: a teal title, the meta line (author, date, category, tags),
// the summary or the article's first lines, and a bordered "read more" link.
import Link from '@/lib/ui/Link'
import { withBase } from '@/lib/site/links'
import { labels } from '@/lib/theme-kit/labels'
import type { Post } from '@/lib/site/types'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { simpleConfig } from '../config'
import { ChevronGlyph, ClockGlyph, FolderGlyph, PersonGlyph } from '../icons'
import Day from './Day'

export function TitleIcon({ ctx, icon, size = 24 }: { ctx: ThemeContext; icon: string | null; size?: number }) {
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) {
    return <img src={withBase(ctx.config.SUB_PATH, icon)} alt="" width={size} height={size} loading="lazy" className="mr-2 inline-block align-[-0.15em]" />
  }
  return (
    <span aria-hidden="true" className="mr-2">
      {icon}
    </span>
  )
}

/** The author and the category as the meta line shows them (entries and the article header). */
export function AuthorBit({ ctx }: { ctx: ThemeContext }) {
  return (
    <span>
      <PersonGlyph size={14} />
      {ctx.config.AUTHOR}
    </span>
  )
}

export function CategoryBit({ ctx, name }: { ctx: ThemeContext; name: string | null }) {
  if (!name) return null
  return (
    <Link prefetch={false} href={categoryHref(ctx, name)}>
      <FolderGlyph size={14} />
      {name}
    </Link>
  )
}

export default function PostEntry({ ctx, post, preview }: { ctx: ThemeContext; post: Post; preview?: string }) {
  const m = labels(ctx)
  const href = ctx.href(post.href)
  const text = preview ?? (simpleConfig.SIMPLE_POST_LIST_SUMMARY ? post.summary : '')
  return (
    <article className="simple-entry border-b border-[var(--s-line)] py-8 first:pt-0">
      <h2 className="text-2xl leading-snug font-bold md:text-[1.7rem]">
        <Link prefetch={false} href={href} className="simple-title-link">
          <TitleIcon ctx={ctx} icon={post.pageIcon} />
          {post.title}
        </Link>
      </h2>
      <p className="simple-meta mt-3">
        {simpleConfig.SIMPLE_POST_LIST_AUTHOR && <AuthorBit ctx={ctx} />}
        <span>
          <ClockGlyph size={14} />
          <Day day={post.publishDay} />
        </span>
        <CategoryBit ctx={ctx} name={post.category} />
        {post.tags.length > 0 && (
          <span className="gap-2">
            {post.tags.map((tag) => (
              <Link prefetch={false} key={tag} href={tagHref(ctx, tag)}>
                #{tag}
              </Link>
            ))}
          </span>
        )}
      </p>
      {text && (
        <p className={`mt-4 leading-7 text-[var(--s-text)] ${preview ? 'line-clamp-6 whitespace-pre-line' : 'line-clamp-3'}`}>{text}</p>
      )}
      <Link prefetch={false} href={href} className="simple-more mt-5">
        {m.readMore}
        <span className="sr-only">: {post.title}</span>
        <ChevronGlyph size={12} />
      </Link>
    </article>
  )
}
