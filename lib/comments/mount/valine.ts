import type { CommentProvider } from '../providers'
import { loadScript, target } from '../load'
import type { Mount } from './types'

type ValineCtor = new (o: Record<string, unknown>) => unknown
const LANG: Record<string, string> = { 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'ja-JP': 'ja' }

export const mount: Mount<Extract<CommentProvider, { name: 'valine' }>> = async (el, p, page) => {
  await loadScript(p.script)
  const { selector } = target(el, 'valine')
  const Valine = (window as unknown as { Valine: ValineCtor }).Valine
  new Valine({
    el: selector,
    appId: p.appId,
    appKey: p.appKey,
    serverURLs: p.serverURLs || undefined,
    placeholder: p.placeholder || undefined,
    path: page.path,
    lang: LANG[page.lang] ?? 'en',
    avatar: 'mp',
  })
  return () => el.replaceChildren()
}
