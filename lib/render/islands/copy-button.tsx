'use client'
// Copy button of a code block. It takes no props: the code is already in the page, so the button
// reads it from its own block instead of shipping a second copy in the component payload.
import { useState } from 'react'

export function CopyButton() {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="notion-code-copy"
      aria-label="Copy code"
      onClick={(event) => {
        const code = event.currentTarget.closest('.notion-code')?.querySelector('pre code, pre')
        const text = code?.textContent ?? ''
        navigator.clipboard?.writeText(text).then(
          () => {
            setCopied(true)
            setTimeout(() => setCopied(false), 1500)
          },
          () => {},
        )
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  )
}
