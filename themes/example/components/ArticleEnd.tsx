// SLOT: the end of a post. Under the body, in order: the copyright block, the share bar,
// previous/next, related posts and the comments. Pages (About…) have none of it.
import { ShareSlot } from '@/lib/theme-kit/slots'
import type { Article } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { exampleConfig as cfg } from '../config'
import Adjacent from './Adjacent'
import Comments from './Comments'
import Copyright from './Copyright'
import Recommended from './Recommended'

export default function ArticleEnd({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const { post } = article
  if (post.type !== 'Post') return null
  return (
    <footer className="example-article-end">
      {cfg.EXAMPLE_ARTICLE_COPYRIGHT && <Copyright ctx={ctx} post={post} />}
      <ShareSlot ctx={ctx} post={post} />
      {cfg.EXAMPLE_ARTICLE_ADJACENT && <Adjacent ctx={ctx} article={article} />}
      {cfg.EXAMPLE_ARTICLE_RECOMMEND && <Recommended ctx={ctx} posts={article.recommended} />}
      <Comments ctx={ctx} post={post} />
    </footer>
  )
}
