// The speculation rules every page carries (lib/ui/speculation-rules.ts): same-site page links,
// prerendered on hover or press (previous/next from a shorter hover), never an address with an
// effect.
import { describe, expect, it } from 'vitest'
import { EAGER_LINKS, NO_SPECULATION, speculationRules } from '@/lib/ui/speculation-rules'

type Rule = { source: string; eagerness: string; where: { and: Array<Record<string, any>> } }

describe('speculation rules', () => {
  it('prerender same-site links with moderate eagerness, minus endpoints, feeds, status and previews', () => {
    const json = JSON.parse(speculationRules()) as { prerender: Rule[] }
    const [rule] = json.prerender
    expect(rule.source).toBe('document')
    expect(rule.eagerness).toBe('moderate')
    expect(rule.where.and[0]).toEqual({ href_matches: '/*' })
    const excluded = rule.where.and[1].not.href_matches as string[]
    for (const p of ['/api/*', '/image/*', '/files/*', '/feed', '/*/feed', '/atom.xml', '/feed.json', '/status', '/*/status', '/preview/*', '/sitemap.xml']) expect(excluded).toContain(p)
    const selector = rule.where.and[2].not.selector_matches as string
    expect(selector).toContain('a[href*="?"]') // ?theme= and ?lang= write cookies
    expect(selector).toContain('a[download]')
  })

  it('prerender previous/next links (rel) from a shorter hover, within the same exclusions', () => {
    const [moderate, eager] = (JSON.parse(speculationRules('/blog')) as { prerender: Rule[] }).prerender
    expect(eager.eagerness).toBe('eager')
    expect(eager.where.and.slice(0, 3)).toEqual(moderate.where.and)
    expect(eager.where.and[3]).toEqual({ selector_matches: EAGER_LINKS })
    expect(EAGER_LINKS).toBe('a[rel~="next"], a[rel~="prev"]')
  })

  it('stay under the sub path, and only prefetch when asked', () => {
    const json = JSON.parse(speculationRules('/blog', 'prefetch')) as { prefetch: Rule[]; prerender?: unknown }
    expect(json.prerender).toBeUndefined()
    expect(json.prefetch[0].where.and[0]).toEqual({ href_matches: '/blog/*' })
    expect(json.prefetch[0].where.and[1].not.href_matches).toEqual(NO_SPECULATION.map((p) => `/blog${p}`))
  })

  it('cannot close its inline script', () => {
    expect(speculationRules('/</script>')).not.toContain('<')
  })
})
