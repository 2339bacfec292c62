import type { CommentProvider } from '../providers'
import { appendScript, isDark } from '../load'
import type { Mount } from './types'

export const mount: Mount<Extract<CommentProvider, { name: 'utterances' }>> = async (el, p) => {
  appendScript(el, 'https://utteranc.es/client.js', {
    repo: p.repo,
    'issue-term': 'pathname',
    theme: isDark() ? 'github-dark' : 'github-light',
  })
  return () => el.replaceChildren()
}
