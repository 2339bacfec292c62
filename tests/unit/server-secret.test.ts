// The server secret's rule (lib/lock/secret.ts, issue #39): every process of one site signs alike.
// LEAFPRESS_SECRET first, then the one a Node host keeps, then the build's own (compiled into
// every function of a deployment); a random one only where no build made the code (scripts).
import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { chooseSecret } from '@/lib/lock/secret'

const hex = () => crypto.randomBytes(32).toString('hex')
const never = () => {
  throw new Error('no random secret where a build or a setting gives one')
}

describe('chooseSecret', () => {
  it('takes LEAFPRESS_SECRET over everything', () => {
    expect(chooseSecret({ configured: 'a'.repeat(40), stored: hex(), build: hex() }, never)).toEqual({ secret: Buffer.from('a'.repeat(40)), from: 'configured' })
  })

  it('two functions of one build, each on its own read-only disk, choose the same secret', () => {
    const build = hex()
    const unlock = chooseSecret({ build }, never)
    const proxy = chooseSecret({ build }, never)
    expect(unlock.from).toBe('build')
    expect(proxy.secret.equals(unlock.secret)).toBe(true)
  })

  it('a Node host keeps the secret it stored, across rebuilds', () => {
    const stored = hex()
    const first = chooseSecret({ stored, build: hex() }, never)
    const afterRebuild = chooseSecret({ stored: `${stored}\n`, build: hex() }, never)
    expect(first.from).toBe('stored')
    expect(afterRebuild.secret.equals(first.secret)).toBe(true)
  })

  it('a damaged stored secret or build value is passed over', () => {
    const build = hex()
    expect(chooseSecret({ stored: 'not hex', build }, never)).toMatchObject({ from: 'build' })
    expect(chooseSecret({ stored: 'abcd', build }, never)).toMatchObject({ from: 'build' })
    expect(chooseSecret({ build: 'abcd' }, () => Buffer.alloc(32, 7))).toMatchObject({ from: 'process' })
  })
})
