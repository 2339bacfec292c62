import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { configurationDoc } from '../../scripts/config-docs'

describe('docs/CONFIGURATION.md', () => {
  it('is generated from the settings files and up to date (npm run docs:config)', () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '../../docs/CONFIGURATION.md'), 'utf8')
    expect(committed).toBe(configurationDoc())
  })
  it('lists every key of blog.config.ts with its environment variable', () => {
    const doc = configurationDoc()
    for (const key of Object.keys(blogConfig)) {
      if (typeof (blogConfig as Record<string, unknown>)[key] === 'object') continue
      expect(doc).toContain(`| \`${key}\` |`)
    }
    expect(doc).toContain('`BLOG_LANG`')
    expect(doc).toContain('`NOTION_PROPERTY_PASSWORD`')
  })
})
