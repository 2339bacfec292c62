// The server secret that signs unlock cookies: LEAFPRESS_SECRET, or one generated on first
// start and kept in .leafpress/secret so cookies survive restarts. Never sent anywhere.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

let secret: Buffer | undefined

export function serverSecret(): Buffer {
  if (secret) return secret
  const fromEnv = process.env.LEAFPRESS_SECRET
  if (fromEnv) return (secret = Buffer.from(fromEnv, 'utf8'))
  const file = path.join(process.cwd(), '.leafpress', 'secret')
  try {
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex')
    if (secret.length >= 32) return secret
  } catch {}
  secret = crypto.randomBytes(32)
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600 })
  } catch {
    console.warn('[leafpress] could not store a generated LEAFPRESS_SECRET; unlock cookies end with this process. Set LEAFPRESS_SECRET.')
  }
  return secret
}
