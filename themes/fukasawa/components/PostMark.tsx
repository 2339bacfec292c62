// A post's icon before its title, drawn by the renderer's own page icon (emoji, or a small
// image under the site's sub path). Decorative: the title beside it names the link.
import type { Block, ExtendedRecordMap } from 'notion-types'
import { PageIcon } from '@/lib/render/page-icon'

const NO_RECORDS = { block: {}, collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} } as ExtendedRecordMap

export default function PostMark({ id, icon, base, size = 20 }: { id: string; icon: string | null; base: string; size?: number }) {
  if (!icon) return null
  return (
    <PageIcon
      block={{ id } as Block}
      icon={icon}
      size={size}
      className="fk-mark"
      ctx={{ recordMap: NO_RECORDS, options: { mapPageUrl: () => null, mapImageUrl: (url) => url, basePath: base } }}
    />
  )
}
