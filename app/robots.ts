import type { MetadataRoute } from 'next'
import { getConfig } from '@/lib/config'
import { absoluteUrl } from '@/lib/site/links'

export default function robots(): MetadataRoute.Robots {
  const cfg = getConfig()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: absoluteUrl(cfg, '/sitemap.xml'),
  }
}
