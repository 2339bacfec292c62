'use client'
// A form with an e-mail field (a newsletter signup) that checks the address before sending:
// on submit, an address that does not look like one stops the submit — no request — and the
// theme's message shows in a role="alert" line after the children; typing again clears it.
// Headless: the theme gives the form's classes, its fields (one `<input type="email">`) and
// the message; the field gets aria-invalid and aria-describedby while the message shows.
// The native bubble is off (noValidate) so the message is the same in every browser.
import { useId, useState, type FormEvent, type ReactNode } from 'react'

/** Whether a value looks like an e-mail address: one @, no spaces, a dot in the domain. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim())
}

export default function EmailForm({
  action,
  message,
  className,
  messageClassName,
  children,
}: {
  /** where the form posts (the newsletter service's URL) */
  action: string
  /** shown when the address is not valid (labels(ctx).emailInvalid) */
  message: string
  className?: string
  messageClassName?: string
  children: ReactNode
}) {
  const [invalid, setInvalid] = useState(false)
  const messageId = useId()
  const field = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input[type="email"]')
  const mark = (input: HTMLInputElement | null, bad: boolean) => {
    if (!input) return
    if (bad) {
      input.setAttribute('aria-invalid', 'true')
      input.setAttribute('aria-describedby', messageId)
    } else {
      input.removeAttribute('aria-invalid')
      input.removeAttribute('aria-describedby')
    }
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const input = field(e.currentTarget)
    const bad = !input || !isEmail(input.value)
    mark(input, bad)
    setInvalid(bad)
    if (bad) {
      e.preventDefault()
      input?.focus()
    }
  }
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onInput={(e) => {
        if (!invalid) return
        mark(field(e.currentTarget), false)
        setInvalid(false)
      }}
      data-invalid={invalid}
      className={className}
    >
      {children}
      <p id={messageId} role="alert" className={messageClassName}>
        {invalid ? message : ''}
      </p>
    </form>
  )
}
