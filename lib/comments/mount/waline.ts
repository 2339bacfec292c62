import type { CommentProvider } from '../providers'
import { loadStyle } from '../load'
import type { Mount } from './types'

type Waline = { init: (o: Record<string, unknown>) => { destroy: () => void } | null }
const LANG: Record<string, string> = { 'en-US': 'en-US', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'fr-FR', 'tr-TR': 'en-US', 'ja-JP': 'jp-JP' }

export const mount: Mount<Extract<CommentProvider, { name: 'waline' }>> = async (el, p, page) => {
  // The client is an ES module at the configured URL, imported as is (not bundled): the site
  // ships no Waline code unless Waline is configured.
  const [{ init }] = await Promise.all([
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${p.client}/waline.js`) as Promise<Waline>,
    loadStyle(`${p.client}/waline.css`),
  ])
  const instance = init({ el, serverURL: p.serverURL, path: page.path, lang: LANG[page.lang] ?? 'en-US', dark: 'html.dark' })
  return () => instance?.destroy()
}
