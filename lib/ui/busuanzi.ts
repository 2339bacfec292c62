// Page-view and visitor counts from the busuanzi counter, loaded in the browser only where a
// theme enables it. One JSONP request per page fills every `[data-busuanzi="site_pv|site_uv|
// page_pv"]` element, so a theme can show the numbers in several places.
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { BUSUANZI_URL } from './busuanzi-url'

export { BUSUANZI_URL }

export interface BusuanziCounts {
  site_pv: number
  site_uv: number
  page_pv: number
}

function loadCounts(): Promise<BusuanziCounts> {
  return new Promise((resolve, reject) => {
    const cb = `BusuanziCallback_${Math.floor(Math.random() * 1e12)}`
    const script = document.createElement('script')
    const w = window as unknown as Record<string, unknown>
    const done = () => {
      delete w[cb]
      script.remove()
    }
    w[cb] = (data: BusuanziCounts) => {
      done()
      resolve(data)
    }
    script.onerror = () => {
      done()
      reject(new Error('busuanzi unavailable'))
    }
    script.src = `${BUSUANZI_URL}?jsonpCallback=${cb}`
    script.referrerPolicy = 'no-referrer-when-downgrade'
    document.body.appendChild(script)
  })
}

export function useBusuanzi() {
  const pathname = usePathname()
  useEffect(() => {
    loadCounts()
      .then((counts) => {
        document.querySelectorAll<HTMLElement>('[data-busuanzi]').forEach((el) => {
          const value = counts[el.dataset.busuanzi as keyof BusuanziCounts]
          if (value !== undefined) el.textContent = String(value)
        })
      })
      .catch(() => {}) // the counter is decoration: without it the dashes simply stay
  }, [pathname])
}
