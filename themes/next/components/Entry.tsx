// A post on the home list, NexT style: its own white card, the title and the meta line on the
// left, the summary (or the first lines of the article), then under a dashed rule the dark
// "read more ›" button on the right.
import Link from '@/lib/ui/Link'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { Glyph } from '../icons'
import { words } from '../words'
import { EntryMeta } from './Meta'
import PostIcon from './PostIcon'

export default function Entry({ ctx, post, preview, eager }: { ctx: ThemeContext; post: Post; preview?: string; eager?: boolean }) {
  const w = words(ctx)
  const href = ctx.href(post.href)
  const text = preview ?? (nextConfig.NEXT_POST_LIST_SUMMARY ? post.summary : '')
  const cover = nextConfig.NEXT_POST_LIST_COVER ? post.pageCoverThumbnail : null
  return (
    <article className="nx-card nx-entry px-5 py-8 sm:px-10 sm:py-10">
      <header>
        <h2 className="nx-entry-title">
          <Link href={href} className="nx-title-link">
            <PostIcon ctx={ctx} icon={post.pageIcon} size={24} />
            {post.title}
          </Link>
        </h2>
        <EntryMeta ctx={ctx} post={post} />
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
      <div className="nx-entry-foot mt-8 flex justify-end pt-5">
        <Link href={href} className="nx-btn-solid">
          {w.readMore}
          <span className="sr-only">: {post.title}</span>
          <Glyph name="right" size={14} />
        </Link>
      </div>
    </article>
  )
}
