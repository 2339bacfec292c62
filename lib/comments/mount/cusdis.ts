import type { CommentProvider } from '../providers'
import { isLoaded, loadScript } from '../load'
import type { Mount } from './types'

type Cusdis = { initial?: () => void }
/** Cusdis is English by default; other languages are a script of their own. */
const LANG: Record<string, string> = { 'zh-CN': 'zh-cn', 'zh-HK': 'zh-tw', 'zh-TW': 'zh-tw', 'fr-FR': 'fr', 'tr-TR': 'tr', 'ja-JP': 'ja' }

export const mount: Mount<Extract<CommentProvider, { name: 'cusdis' }>> = async (el, p, page) => {
  const thread = document.createElement('div')
  thread.id = 'cusdis_thread' // the widget looks for this id
  Object.assign(thread.dataset, {
    host: p.host,
    appId: p.appId,
    pageId: page.id,
    pageUrl: window.location.origin + page.path,
    pageTitle: page.title,
    theme: 'auto',
  })
  el.appendChild(thread)
  const lang = LANG[page.lang]
  if (lang) await loadScript(`${p.host}/js/widget/lang/${lang}.js`)
  const src = `${p.host}/js/cusdis.es.js`
  const again = isLoaded(src)
  await loadScript(src)
  // The script renders on load; on later pages (client navigation) it is asked to render again.
  if (again) (window as unknown as { CUSDIS?: Cusdis }).CUSDIS?.initial?.()
  return () => el.replaceChildren()
}
