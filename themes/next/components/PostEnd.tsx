// What follows a post's text, in NexT's order: the tags, the copyright block (a red rule on
// the left), the share bar, related posts, and the previous / next links over a thin rule.
import Link from '@/lib/ui/Link'
import { copyrightBlock } from '@/lib/theme-kit/facts'
import { tagHref } from '@/lib/theme-kit/links'
import { ShareSlot } from '@/lib/theme-kit/slots'
import type { Article } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { Glyph } from '../icons'
import { words } from '../words'
import { Rows } from './Timeline'

export default function PostEnd({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const w = words(ctx)
  const { post, prev, next, recommended } = article
  const cr = copyrightBlock(ctx, post)
  return (
    <footer className="nx-post-end mt-10">
      {post.tags.length > 0 && (
        <ul className="nx-post-tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link href={tagHref(ctx, tag)} className="nx-post-tag">
                <Glyph name="tag" size={11} />
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {nextConfig.NEXT_ARTICLE_COPYRIGHT && (
        <ul className="nx-copyright">
          <li>
            <strong>{w.author}{w.labelSeparator}</strong>
            <a href={cr.authorHref} className="nx-link">
              {cr.author}
            </a>
          </li>
          <li className="break-all">
            <strong>{w.url}{w.labelSeparator}</strong>
            <a href={cr.url} className="nx-link">
              {cr.urlText}
            </a>
          </li>
          <li>
            <strong>{w.copyright}{w.labelSeparator}</strong>
            {w.copyrightNotice}
          </li>
        </ul>
      )}
      <ShareSlot ctx={ctx} post={post} />
      {nextConfig.NEXT_ARTICLE_RELATED && recommended.length > 0 && (
        <section className="nx-related mt-8">
          <h2 className="nx-section-title">{w.relatedPosts}</h2>
          <div className="nx-timeline mt-4">
            <Rows ctx={ctx} posts={recommended} full />
          </div>
        </section>
      )}
      {nextConfig.NEXT_ARTICLE_ADJACENT && (prev || next) && (
        <nav aria-label={`${w.prevPost} / ${w.nextPost}`} className="nx-post-nav">
          <div>
            {prev && (
              <Link href={ctx.href(prev.href)} rel="prev" className="nx-post-nav-link">
                <Glyph name="left" size={11} />
                <span>
                  <span className="sr-only">{w.prevPost}: </span>
                  {prev.title}
                </span>
              </Link>
            )}
          </div>
          <div className="text-right">
            {next && (
              <Link href={ctx.href(next.href)} rel="next" className="nx-post-nav-link justify-end">
                <span>
                  <span className="sr-only">{w.nextPost}: </span>
                  {next.title}
                </span>
                <Glyph name="right" size={11} />
              </Link>
            )}
          </div>
        </nav>
      )}
    </footer>
  )
}
