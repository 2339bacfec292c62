// The sealed body of a locked page in a static export (issue #43): its format, and how it is
// opened. Shared by the export (lib/export/seal.ts, Node) and the reader's browser (WebCrypto in
// both: `crypto.subtle` is global in Node 20 and in every browser on https or localhost).
//
// AES-GCM with a 256-bit key derived from the password by PBKDF2-HMAC-SHA-256, 600,000
// iterations (OWASP's figure for that hash since 2023; the contract asks at least 310,000), a
// random 16-byte salt per page and a random 12-byte IV. Every parameter is written in the JSON
// beside the ciphertext, with a version, so a later export may raise the work factor and files
// already published still open. GCM authenticates: a wrong password and a changed file alike
// fail to open (the reader is told the password is wrong; nothing else can be told apart).
export const SEALED_VERSION = 1
export const PBKDF2_ITERATIONS = 600_000
/** below this no sealed file is opened: a file edited to make guessing cheap is refused */
export const MIN_ITERATIONS = 310_000
export const SALT_BYTES = 16
export const IV_BYTES = 12

export interface SealedFile {
  v: number
  cipher: 'AES-GCM'
  kdf: 'PBKDF2'
  hash: 'SHA-256'
  iterations: number
  /** base64 */
  salt: string
  /** base64 */
  iv: string
  /** base64: the body HTML encrypted, the 16-byte GCM tag at its end */
  data: string
}

export function toBase64(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text)
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}

export async function deriveKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey'])
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [usage])
}

/** The body HTML of a sealed file, or null when the password is wrong (or the file was changed). */
export async function openSealed(json: string, password: string): Promise<string | null> {
  const file = JSON.parse(json) as SealedFile
  if (file.v !== SEALED_VERSION || file.cipher !== 'AES-GCM' || file.kdf !== 'PBKDF2' || file.hash !== 'SHA-256') {
    throw new Error(`sealed file of an unknown kind (v${file.v} ${file.cipher}/${file.kdf}/${file.hash})`)
  }
  if (!(file.iterations >= MIN_ITERATIONS)) throw new Error(`sealed file with ${file.iterations} iterations`)
  const key = await deriveKey(password, fromBase64(file.salt), file.iterations, 'decrypt')
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(file.iv) }, key, fromBase64(file.data))
    return new TextDecoder().decode(plain)
  } catch {
    return null
  }
}
