// @vitest-environment jsdom
// The lock prompt of a static export (issue #43): it opens the page's sealed body in the browser
// (lib/export/client/open-in-page.ts) instead of asking the server, says a wrong password as the
// server's lock does, puts the body where the theme's lock frame stood, and opens the post's
// other pages in the same tab without asking again.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getStrings } from '@/lib/i18n'
import { seal, SEAL_END, SEAL_START } from '@/lib/export/seal'

const { LockPrompt } = await import('@/lib/lock/LockPrompt')

const en = getStrings('en-US')
const strings = { tips: en.COMMON.ARTICLE_LOCK_TIPS, error: en.COMMON.PASSWORD_ERROR, submit: 'Submit', tooMany: en.COMMON.TOO_MANY_ATTEMPTS }
const page = (text: string) => `<html><body><template ${SEAL_START}=""></template><article class="notion notion-page"><p>${text}</p></article><template ${SEAL_END}=""></template></body></html>`

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

/** The sealed files of a post and its sub-page, served by a stubbed fetch that records what is asked. */
async function host() {
  const files: Record<string, string> = {
    '/article/x.sealed.json': (await seal(page('the secret body'), 'right horse')).json,
    '/article/x/sub.sealed.json': (await seal(page('the sub-page body'), 'right horse')).json,
  }
  const asked: string[] = []
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (asked.push(url), files[url] ? new Response(files[url]) : new Response('', { status: 404 }))))
  return asked
}

/** The prompt inside a theme's lock frame (hexo's shape: a frame with an icon, the prompt deeper down). */
function framed(sealed: string) {
  return render(
    <div className="hexo-article">
      <div className="hexo-lock">
        <span>🔒</span>
        <div className="w-full">
          <LockPrompt postId="post-1" strings={strings} basePath="" sealed={sealed} />
        </div>
      </div>
      <footer>after</footer>
    </div>,
  )
}

async function submit(container: HTMLElement, password: string) {
  fireEvent.change(container.querySelector('input[name=password]')!, { target: { value: password } })
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!)
  })
}

// each test derives a key or three (PBKDF2, 600,000 rounds): slow on a busy machine
describe('the lock prompt of a static export', { timeout: 60_000 }, () => {
  it('refuses a wrong password with the server lock’s message, and asks no server', async () => {
    const asked = await host()
    const { container } = framed('/article/x.sealed.json')
    await submit(container, 'wrong horse')
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
    expect(alert.textContent).toBe(en.COMMON.PASSWORD_ERROR)
    expect(alert.className).toBe('leafpress-lock-error')
    expect(container.querySelector('article')).toBeNull()
    expect(asked).toEqual(['/article/x.sealed.json'])
    expect(sessionStorage.length).toBe(0)
  })

  it('puts the body where the theme’s lock frame stood, and keeps the password for the tab', async () => {
    await host()
    const { container } = framed('/article/x.sealed.json')
    await submit(container, 'right horse')
    await waitFor(() => expect(container.querySelector('article.notion')).not.toBeNull(), { timeout: 20_000 })
    const frame = container.querySelector<HTMLElement>('.hexo-lock')!
    expect(frame.hidden).toBe(true)
    expect(frame.previousElementSibling?.textContent).toBe('the secret body')
    expect(container.querySelector('.hexo-article')!.firstElementChild?.tagName).toBe('ARTICLE')
    expect(container.querySelector('form')).toBeNull()
    expect(sessionStorage.getItem('leafpress:unlocked:post-1')).toBe('right horse')
  })

  it('opens a page under the post without asking, with the password kept for the tab', async () => {
    await host()
    sessionStorage.setItem('leafpress:unlocked:post-1', 'right horse')
    const { container } = framed('/article/x/sub.sealed.json')
    await waitFor(() => expect(container.querySelector('article.notion')?.textContent).toBe('the sub-page body'), { timeout: 20_000 })
  })

  it('forgets a kept password that no longer opens the page (changed since)', async () => {
    await host()
    sessionStorage.setItem('leafpress:unlocked:post-1', 'old horse')
    const { container } = framed('/article/x.sealed.json')
    await waitFor(() => expect(sessionStorage.getItem('leafpress:unlocked:post-1')).toBeNull(), { timeout: 20_000 })
    expect(container.querySelector('form.leafpress-lock')).not.toBeNull()
    expect(container.querySelector('article')).toBeNull()
  })
})
