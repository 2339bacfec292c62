// The tag cloud: every tag a link, larger and darker the more posts carry it (a weight from
// 0 to 1 on a log scale, turned into size and colour in the stylesheet).
import type { CSSProperties } from 'react'
import Link from '@/lib/ui/Link'
import { tagHref } from '@/lib/theme-kit/links'
import type { TagItem } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { cloudWeight } from '../logic'

export default function Cloud({ ctx, tags }: { ctx: ThemeContext; tags: TagItem[] }) {
  if (!tags.length) return null
  const counts = tags.map((t) => t.count)
  const [min, max] = [Math.min(...counts), Math.max(...counts)]
  return (
    <ul className="nx-cloud">
      {tags.map((tag) => (
        <li key={tag.name}>
          <Link
            href={tagHref(ctx, tag.name)}
            title={`${tag.name} (${tag.count})`}
            style={{ '--w': cloudWeight(tag.count, min, max) } as CSSProperties}
            className="nx-cloud-tag"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
