'use client'
// Goes to a random post: asks the server for one (/api/random, see randomEndpoint in
// lib/theme-kit/links.ts), so the page carries no list of posts whatever their number.
import type { ReactNode } from 'react'
import { goTo } from '../navigate'

export default function RandomPost({ endpoint, label, className, children }: { endpoint: string; label: string; className?: string; children: ReactNode }) {
  const go = async () => {
    try {
      const { href } = (await (await fetch(endpoint)).json()) as { href: string | null }
      if (href) goTo(href)
    } catch {
      // offline or the server is busy: stay on the page
    }
  }
  return (
    <button type="button" onClick={go} aria-label={label} title={label} className={className}>
      {children}
    </button>
  )
}
