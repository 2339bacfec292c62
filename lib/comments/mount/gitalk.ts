import type { CommentProvider } from '../providers'
import { loadScript, loadStyle } from '../load'
import type { Mount } from './types'

type GitalkCtor = new (o: Record<string, unknown>) => { render: (el: HTMLElement) => void }
const LANG: Record<string, string> = { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'fr', 'tr-TR': 'en', 'ja-JP': 'ja' }

export const mount: Mount<Extract<CommentProvider, { name: 'gitalk' }>> = async (el, p, page) => {
  await Promise.all([loadStyle(`${p.cdn}/gitalk.css`), loadScript(`${p.cdn}/gitalk.min.js`)])
  const Gitalk = (window as unknown as { Gitalk: GitalkCtor }).Gitalk
  new Gitalk({
    clientID: p.clientID,
    clientSecret: p.clientSecret,
    repo: p.repo,
    owner: p.owner,
    admin: p.admin,
    id: page.id.slice(0, 50), // GitHub labels are limited to 50 characters
    title: page.title,
    distractionFreeMode: p.distractionFreeMode,
    language: LANG[page.lang] ?? 'en',
  }).render(el)
  return () => el.replaceChildren()
}
