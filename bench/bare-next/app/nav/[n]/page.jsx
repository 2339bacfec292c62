import fs from 'node:fs'
import path from 'node:path'
import Link from 'next/link'

// The navigation reference (bench/navigation.ts): a chain of articles with Leafpress's own
// article markup (title and body HTML taken from the sample site's pages by the bench, written
// to articles.json next to this file before the build), linked to the next one with next/link,
// so a hop is Next's client-side navigation with its default prefetching.
function articles() {
  try {
    return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'app/nav/articles.json'), 'utf8'))
  } catch {
    return []
  }
}

export const dynamicParams = false

export function generateStaticParams() {
  const list = articles()
  return list.length ? list.map((_, i) => ({ n: String(i) })) : [{ n: '0' }]
}

export default async function Article({ params }) {
  const { n } = await params
  const i = Number(n)
  const list = articles()
  const a = list[i] ?? { title: 'No articles', html: '' }
  return (
    <main>
      <article>
        <h1>{a.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: a.html }} />
      </article>
      <nav>
        {i > 0 && <Link href={`/nav/${i - 1}`}>previous</Link>}{' '}
        {i + 1 < list.length && <Link href={`/nav/${i + 1}`} data-next>next: {list[i + 1].title}</Link>}
      </nav>
    </main>
  )
}
