// @vitest-environment jsdom
// The unlock prompt after too many attempts said "… try again in {seconds} seconds.": the wait
// now comes from the answer's Retry-After and fills the placeholder.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getStrings } from '@/lib/i18n'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }))
const { LockPrompt, retryAfterSeconds } = await import('@/lib/lock/LockPrompt')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const en = getStrings('en-US')
const strings = { tips: en.COMMON.ARTICLE_LOCK_TIPS, error: en.COMMON.PASSWORD_ERROR, submit: 'Submit', tooMany: en.COMMON.TOO_MANY_ATTEMPTS }

describe('the unlock prompt', () => {
  it('says how many seconds to wait after too many attempts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 429, headers: { 'retry-after': '42' } })))
    const { container } = render(<LockPrompt postId="x" strings={strings} basePath="" />)
    fireEvent.change(container.querySelector('input')!, { target: { value: 'guess' } })
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!)
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Too many attempts. Please try again in 42 seconds.')
  })

  it('reads Retry-After as whole seconds, 60 when missing or bad', () => {
    expect(retryAfterSeconds('42')).toBe(42)
    expect(retryAfterSeconds('1.2')).toBe(2)
    expect(retryAfterSeconds(null)).toBe(60)
    expect(retryAfterSeconds('soon')).toBe(60)
  })
})
