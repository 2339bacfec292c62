'use client'
// Goes to a random post. Gets only the posts' paths, never the posts.
import { useRouter } from 'next/navigation'
import type { ReactNode } from 'react'

export default function RandomPost({
  hrefs,
  label,
  className = '',
  children,
}: {
  hrefs: string[]
  label: string
  className?: string
  children: ReactNode
}) {
  const router = useRouter()
  const go = () => {
    if (hrefs.length) router.push(hrefs[Math.floor(Math.random() * hrefs.length)])
  }
  return (
    <button type="button" onClick={go} aria-label={label} title={label} className={className}>
      {children}
    </button>
  )
}
