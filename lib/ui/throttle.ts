// A leading-and-trailing throttle: runs at once, then at most once per `ms`, and always once more
// after the last call, so a scroll handler sees the final position even when scrolling stops
// mid-interval.
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null
  const run = (args: A) => {
    last = Date.now()
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = ms - (Date.now() - last)
    if (wait <= 0 && !timer) return run(args)
    pending = args
    timer ??= setTimeout(() => {
      timer = null
      if (pending) run(pending)
      pending = null
    }, Math.max(wait, 0))
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
