// A rotating index for tickers and carousels: advances every `ms` and wraps to 0 after the last.
import { useEffect, useState } from 'react'

export const nextIndex = (i: number, count: number) => (count > 0 ? (i + 1) % count : 0)

export function useTicker(count: number, ms = 3000): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (count < 2) return
    const id = setInterval(() => setIndex((i) => nextIndex(i, count)), ms)
    return () => clearInterval(id)
  }, [count, ms])
  return index
}
