import type { CommentProvider } from '../providers'
import { isDark, loadScript, loadStyle } from '../load'
import type { Mount } from './types'

type Artalk = { init: (o: Record<string, unknown>) => { destroy?: () => void } }
const LANG: Record<string, string> = { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'fr', 'tr-TR': 'en', 'ja-JP': 'ja' }

export const mount: Mount<Extract<CommentProvider, { name: 'artalk' }>> = async (el, p, page) => {
  // An Artalk server serves its own client, so the versions always match.
  await Promise.all([loadStyle(`${p.server}/dist/Artalk.css`), loadScript(`${p.server}/dist/Artalk.js`)])
  const artalk = (window as unknown as { Artalk: Artalk }).Artalk
  const instance = artalk.init({
    el,
    pageKey: page.path,
    pageTitle: page.title,
    server: p.server,
    site: p.site,
    darkMode: isDark(),
    locale: LANG[page.lang] ?? 'en',
  })
  return () => {
    instance.destroy?.()
    el.replaceChildren()
  }
}
