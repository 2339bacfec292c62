// SLOT: article lock. The shared password prompt (the `lock` prop, lib/lock) framed in a grey
// box with a lock icon; style.css gives the prompt example's colours.
import type { ReactNode } from 'react'
import { LockIcon } from '../icons'

export default function LockFrame({ children }: { children: ReactNode }) {
  return (
    <div className="example-lock flex flex-col items-center gap-4 rounded border border-ex-line bg-ex-band px-4 py-10">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-ex-page text-ex-accent">
        <LockIcon size={22} />
      </span>
      <div className="w-full">{children}</div>
    </div>
  )
}
