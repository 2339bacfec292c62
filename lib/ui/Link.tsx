// A link to a page of this site, as a plain anchor. Themes load pages in full (ISR pages, from
// cache): their markup is sent once (lib/ui/send-once), so an in-app navigation would fetch each
// page twice (payload, then HTML), and next/link would add its router code to every page's
// shared chunk. Like next/link, the site's sub path goes in front of the site's paths, and the
// page's language prefix after it (lib/ui/link-prefix.ts).
// No hooks and no server-only imports: server components and islands (post cards) use it alike.
import type { AnchorHTMLAttributes } from 'react'
import { inLanguage } from './link-prefix'

/** What next/link writes for a path of this site: the base path (sub path) in front. */
export function withBasePath(href: string, basePath: string): string {
  if (!basePath || !href.startsWith('/') || href.startsWith('//')) return href
  return /^\/(?=$|[?#])/.test(href) ? basePath + href.slice(1) : basePath + href
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** accepted for next/link compatibility; full page loads have nothing to prefetch */
  prefetch?: boolean
}

export default function Link({ href, prefetch, ...rest }: LinkProps) {
  void prefetch
  return <a {...rest} href={withBasePath(inLanguage(href), process.env.LEAFPRESS_SUB_PATH ?? '')} />
}
