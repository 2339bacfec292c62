// A post on the home list, NexT style: its own white card, the title centred, a meta line
// (published · category · tags), the summary (or the first lines of the article), and the
// "read more »" button.
import { formatDay } from '@/lib/render/dates'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/themes/types'
import { nextConfig } from '../config'
import { Glyph } from '../icons'
import { words } from '../words'
import PostIcon from './PostIcon'

export function MetaLine({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const w = words(ctx)
  return (
    <div className="nx-meta">
      <span className="nx-meta-item">
        <Glyph name="calendar" size={12} />
        <span className="nx-meta-label">{w.postTime}</span>
        <time dateTime={post.publishDay}>{formatDay(post.publishDay)}</time>
      </span>
      {post.category && (
        <span className="nx-meta-item">
          <Glyph name="folder" size={12} />
          <span className="nx-meta-label">{w.oneCategory}</span>
          <Link href={categoryHref(ctx, post.category)} className="nx-link">
            {post.category}
          </Link>
        </span>
      )}
      {post.tags.length > 0 && (
        <span className="nx-meta-item">
          <Glyph name="tag" size={12} />
          {post.tags.map((tag) => (
            <Link key={tag} href={tagHref(ctx, tag)} className="nx-link">
              #{tag}
            </Link>
          ))}
        </span>
      )}
    </div>
  )
}

export default function Entry({ ctx, post, preview, eager }: { ctx: ThemeContext; post: Post; preview?: string; eager?: boolean }) {
  const w = words(ctx)
  const href = ctx.href(post.href)
  const text = preview ?? (nextConfig.NEXT_POST_LIST_SUMMARY ? post.summary : '')
  const cover = nextConfig.NEXT_POST_LIST_COVER ? post.pageCoverThumbnail : null
  return (
    <article className="nx-card nx-entry px-5 py-8 sm:px-10 sm:py-10">
      <header className="text-center">
        <h2 className="nx-entry-title">
          <Link href={href} className="nx-title-link">
            <PostIcon ctx={ctx} icon={post.pageIcon} size={24} />
            {post.title}
          </Link>
        </h2>
        <MetaLine ctx={ctx} post={post} />
      </header>
      {cover && (
        <Link href={href} tabIndex={-1} aria-hidden="true" className="mt-6 block overflow-hidden">
          <img
            src={ctx.asset(cover)}
            alt=""
            width={800}
            height={450}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[16/9] w-full object-cover"
          />
        </Link>
      )}
      {text && <p className={`nx-entry-text mt-6 ${preview ? 'whitespace-pre-line' : ''}`}>{text}</p>}
      <div className="mt-8 text-center">
        <Link href={href} className="nx-btn">
          {w.readMore}
          <span className="sr-only">: {post.title}</span>
          <span aria-hidden="true"> »</span>
        </Link>
      </div>
    </article>
  )
}
