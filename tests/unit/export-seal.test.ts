// The sealed body of a locked page in a static export (issue #43): lib/export/seal.ts writes it,
// lib/export/client/sealed.ts opens it (the browser's code, run here on Node's WebCrypto).
import { describe, expect, it, vi, afterEach } from 'vitest'
import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { seal, sealedAddress, sealedPart, sealedPath, SEAL_END, SEAL_START } from '@/lib/export/seal'
import { fromBase64, MIN_ITERATIONS, openSealed, type SealedFile } from '@/lib/export/client/sealed'

const SECRET = '膳食纖維的秘密 — the secret recipe: 3 eggs & <b>butter</b>'

/** A page as the article screen renders the unlocked body of a locked post for an export: React's own serialisation of the marks. */
function unlockedPage(bodyText = SECRET): string {
  const marked = createElement(
    Fragment,
    null,
    createElement('template', { [SEAL_START]: '' }),
    createElement('article', { className: 'notion notion-page' }, createElement('p', { className: 'notion-text' }, bodyText)),
    createElement('template', { [SEAL_END]: '' }),
  )
  return `<!DOCTYPE html><html><head><title>Locked</title></head><body><header>Title</header><div class="heo-article-body">${renderToStaticMarkup(marked)}</div><footer>x</footer></body></html>`
}

// each seal or open derives a key (PBKDF2, 600,000 rounds): slow on a busy machine
describe('seal', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllEnvs())

  it('extracts exactly the marked body', () => {
    const part = sealedPart(unlockedPage())
    expect(part).toBe('<article class="notion notion-page"><p class="notion-text">膳食纖維的秘密 — the secret recipe: 3 eggs &amp; &lt;b&gt;butter&lt;/b&gt;</p></article>')
  })

  it('is not fooled by the end mark written as text in the body (React escapes it)', () => {
    const part = sealedPart(unlockedPage(`before <template ${SEAL_END}=""></template> after`))
    expect(part).toContain('after')
  })

  it('refuses a page without marks (rendered without the export flag, or locked)', () => {
    expect(() => sealedPart('<html><body><form class="leafpress-lock"></form></body></html>')).toThrow(/no sealed part/)
  })

  it('round trip: the password opens what was sealed', async () => {
    const { json } = await seal(unlockedPage(), 'leafpress-2024')
    expect(await openSealed(json, 'leafpress-2024')).toBe(sealedPart(unlockedPage()))
  })

  it('a wrong password opens nothing', async () => {
    const { json } = await seal(unlockedPage(), 'leafpress-2024')
    expect(await openSealed(json, 'leafpress-2025')).toBeNull()
    expect(await openSealed(json, '')).toBeNull()
  })

  it('a changed ciphertext or IV opens nothing, even with the password', async () => {
    const { json } = await seal(unlockedPage(), 'pw')
    const file = JSON.parse(json) as SealedFile
    const data = fromBase64(file.data)
    data[5] ^= 1
    const tampered = { ...file, data: Buffer.from(data).toString('base64') }
    expect(await openSealed(JSON.stringify(tampered), 'pw')).toBeNull()
    const iv = fromBase64(file.iv)
    iv[0] ^= 1
    expect(await openSealed(JSON.stringify({ ...file, iv: Buffer.from(iv).toString('base64') }), 'pw')).toBeNull()
    // a file edited to make guessing cheap is refused outright
    await expect(openSealed(JSON.stringify({ ...file, iterations: 1000 }), 'pw')).rejects.toThrow(/iterations/)
  })

  it('writes its parameters beside the ciphertext, versioned', async () => {
    const file = JSON.parse((await seal(unlockedPage(), 'pw')).json) as SealedFile
    expect(file).toMatchObject({ v: 1, cipher: 'AES-GCM', kdf: 'PBKDF2', hash: 'SHA-256' })
    expect(file.iterations).toBeGreaterThanOrEqual(MIN_ITERATIONS)
    expect(MIN_ITERATIONS).toBeGreaterThanOrEqual(310_000)
    expect(fromBase64(file.salt)).toHaveLength(16)
    expect(fromBase64(file.iv)).toHaveLength(12)
    // ciphertext = plaintext bytes + the 16-byte tag
    expect(fromBase64(file.data)).toHaveLength(new TextEncoder().encode(sealedPart(unlockedPage())).length + 16)
  })

  it('takes a new salt and IV on every call', async () => {
    const a = JSON.parse((await seal(unlockedPage(), 'pw')).json) as SealedFile
    const b = JSON.parse((await seal(unlockedPage(), 'pw')).json) as SealedFile
    expect(a.salt).not.toBe(b.salt)
    expect(a.iv).not.toBe(b.iv)
    expect(a.data).not.toBe(b.data)
  })

  it('never holds the body in plaintext', async () => {
    const { json } = await seal(unlockedPage(), 'pw')
    for (const piece of ['膳食纖維', 'secret recipe', 'butter', 'notion-text', Buffer.from('secret recipe').toString('base64').slice(0, 12)]) {
      expect(json).not.toContain(piece)
    }
  })

  it('puts the file beside the page, under the sub path for readers', () => {
    expect(sealedPath('/article/x')).toBe('/article/x.sealed.json')
    expect(sealedPath('/en/article/x/0123456789abcdef0123456789abcdef')).toBe('/en/article/x/0123456789abcdef0123456789abcdef.sealed.json')
    expect(sealedPath('/article/x/')).toBe('/article/x.sealed.json')
    expect(sealedAddress('/article/x')).toBe('/article/x.sealed.json')
    vi.stubEnv('LEAFPRESS_SUB_PATH', '/blog')
    expect(sealedAddress('/en/article/x')).toBe('/blog/en/article/x.sealed.json')
  })
})
