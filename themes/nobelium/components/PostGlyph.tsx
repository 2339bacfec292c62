// A post's icon in front of its title: the emoji as text, or a small picture.
export default function PostGlyph({ icon, src }: { icon: string | null; src: (url: string) => string }) {
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) {
    return <img src={src(icon)} alt="" width={20} height={20} loading="lazy" className="mr-2 inline-block h-5 w-5 align-[-0.15em]" />
  }
  return (
    <span aria-hidden="true" className="mr-2">
      {icon}
    </span>
  )
}
