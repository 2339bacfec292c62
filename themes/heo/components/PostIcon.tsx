// A post's icon before its title: an emoji, or a small image.
export default function PostIcon({ icon, size = 22 }: { icon: string | null; size?: number }) {
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) {
    return <img src={icon} alt="" width={size} height={size} loading="lazy" className="mr-1.5 inline-block align-[-3px]" />
  }
  return <span className="mr-1.5" aria-hidden="true">{icon}</span>
}
