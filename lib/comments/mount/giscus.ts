import type { CommentProvider } from '../providers'
import { appendScript, isDark } from '../load'
import type { Mount } from './types'

const LANG: Record<string, string> = { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'fr', 'tr-TR': 'tr', 'ja-JP': 'ja' }

export const mount: Mount<Extract<CommentProvider, { name: 'giscus' }>> = async (el, p, page) => {
  const frame = document.createElement('div')
  frame.className = 'giscus' // giscus.app puts its iframe into this element
  el.appendChild(frame)
  appendScript(el, 'https://giscus.app/client.js', {
    'data-repo': p.repo,
    'data-repo-id': p.repoId,
    'data-category-id': p.categoryId,
    'data-mapping': p.mapping,
    'data-reactions-enabled': p.reactions ? '1' : '0',
    'data-emit-metadata': p.emitMetadata ? '1' : '0',
    'data-input-position': p.inputPosition,
    'data-theme': isDark() ? 'dark' : 'light',
    'data-lang': LANG[page.lang] ?? 'en',
    'data-loading': 'lazy',
  })
  return () => el.replaceChildren()
}
