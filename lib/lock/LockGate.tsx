// Server wrapper: picks the visitor-language strings for the prompt island. In a static export
// `sealed` is the address of the page's sealed body (lib/export/seal.ts), opened in the browser.
import type { Strings } from '@/lib/i18n'
import { LockPrompt } from './lazy'

export function LockGate({ postId, strings, sealed }: { postId: string; strings: Strings; sealed?: string }) {
  const c = strings.COMMON as Record<string, string>
  return (
    <LockPrompt
      postId={postId}
      basePath={process.env.LEAFPRESS_SUB_PATH ?? ''}
      {...(sealed ? { sealed } : {})}
      strings={{
        tips: c.ARTICLE_LOCK_TIPS,
        error: c.PASSWORD_ERROR,
        submit: c.SUBMIT,
        tooMany: c.TOO_MANY_ATTEMPTS ?? c.PASSWORD_ERROR,
      }}
    />
  )
}
