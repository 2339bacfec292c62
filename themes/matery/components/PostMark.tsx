// A post's own icon in front of its title: an emoji, or a small picture. No hooks, no
// server-only imports (the card island draws it too).
import { withBase } from '@/lib/site/links'

export default function PostMark({ icon, base, size = 22 }: { icon: string | null; base: string; size?: number }) {
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) {
    return <img src={withBase(base, icon)} alt="" width={size} height={size} loading="lazy" className="mr-2 inline-block rounded align-[-0.15em]" />
  }
  return (
    <span aria-hidden="true" className="mr-2">
      {icon}
    </span>
  )
}
