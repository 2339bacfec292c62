import type { CommentProvider } from '../providers'
import { loadScript, target } from '../load'
import type { Mount } from './types'

type Twikoo = { init: (o: Record<string, unknown>) => unknown }
const LANG: Record<string, string> = { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-HK', 'zh-TW': 'zh-TW', 'ja-JP': 'ja' }

export const mount: Mount<Extract<CommentProvider, { name: 'twikoo' }>> = async (el, p, page) => {
  await loadScript(p.script)
  const { selector } = target(el, 'twikoo')
  const twikoo = (window as unknown as { twikoo: Twikoo }).twikoo
  await twikoo.init({ envId: p.envId, el: selector, path: page.path, lang: LANG[page.lang] ?? 'en' })
  return () => el.replaceChildren()
}
