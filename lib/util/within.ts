/** Resolves when `promise` settles or after `ms`, whichever comes first (never rejects): a bounded wait. */
export function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    void promise.finally(() => {
      clearTimeout(timer)
      resolve()
    }).catch(() => undefined)
  })
}
