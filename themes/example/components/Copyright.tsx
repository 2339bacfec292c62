// SLOT: copyright block (under a post). Author, the article's address, the licence, in a grey
// box with a blue left rule.
import { copyrightBlock } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Copyright({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  const c = copyrightBlock(ctx, post)
  return (
    <dl className="example-copyright mt-10 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-l-4 border-ex-accent-bg bg-ex-band p-4 text-sm">
      <dt className="text-ex-muted">{t.author}</dt>
      <dd>
        <a href={c.authorHref} className="example-link">
          {c.author}
        </a>
      </dd>
      <dt className="text-ex-muted">{t.url}</dt>
      <dd className="break-all">
        <a href={c.url} className="example-link">
          {c.urlText}
        </a>
      </dd>
      <dt className="text-ex-muted">{t.copyright}</dt>
      <dd>{t.copyrightNotice}</dd>
    </dl>
  )
}
