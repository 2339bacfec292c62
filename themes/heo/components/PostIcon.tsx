// A post's icon before its title: an emoji, or a small image.
import { withBase } from '@/lib/site/links'

/** `base` is the site's sub path ('' at the root): plain <img> tags need it. */
export default function PostIcon({ icon, base, size = 22 }: { icon: string | null; base: string; size?: number }) {
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) {
    return <img src={withBase(base, icon)} alt="" width={size} height={size} loading="lazy" className="mr-1.5 inline-block align-[-3px]" />
  }
  return <span className="mr-1.5" aria-hidden="true">{icon}</span>
}
