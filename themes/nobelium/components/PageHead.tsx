// A screen's title: large, tight, with a muted count beside it.
export default function PageHead({ title, count }: { title: string; count?: number }) {
  return (
    <h1 className="mb-10 flex items-baseline gap-3 text-3xl font-bold tracking-tight text-[var(--nb-fg)] md:text-4xl">
      {title}
      {count !== undefined && <span className="text-base font-normal text-[var(--nb-muted)]">{count}</span>}
    </h1>
  )
}
