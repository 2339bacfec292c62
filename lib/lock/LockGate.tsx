// Server wrapper: picks the visitor-language strings for the prompt island.
import type { Strings } from '@/lib/i18n'
import { LockPrompt } from './lazy'

export function LockGate({ postId, strings }: { postId: string; strings: Strings }) {
  const c = strings.COMMON as Record<string, string>
  return (
    <LockPrompt
      postId={postId}
      basePath={process.env.LEAFPRESS_SUB_PATH ?? ''}
      strings={{
        tips: c.ARTICLE_LOCK_TIPS,
        error: c.PASSWORD_ERROR,
        submit: c.SUBMIT,
        tooMany: c.TOO_MANY_ATTEMPTS ?? c.PASSWORD_ERROR,
      }}
    />
  )
}
