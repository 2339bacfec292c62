'use client'
// Fireworks where the reader clicks. The listener is added once the page is idle, the canvas
// only at the first click, and the animation runs only while sparks are alive. Readers who ask
// for reduced motion get none.
import { useEffect } from 'react'
import { burst, step, type Rgb, type Spark } from './sparks'
import { afterIdle } from './idle'

export function Fireworks({ colors }: { colors: Rgb[] }) {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let canvas: HTMLCanvasElement | null = null
    let sparks: Spark[] = []
    let frame = 0
    let last = 0

    const draw = (now: number) => {
      const ctx = canvas!.getContext('2d')!
      sparks = step(sparks, Math.min(0.05, (now - last) / 1000))
      last = now
      ctx.clearRect(0, 0, window.innerWidth, window.innerHeight)
      for (const s of sparks) {
        ctx.fillStyle = `rgba(${s.color[0]},${s.color[1]},${s.color[2]},${s.life.toFixed(3)})`
        ctx.beginPath()
        ctx.arc(s.x, s.y, s.size, 0, Math.PI * 2)
        ctx.fill()
      }
      frame = sparks.length ? requestAnimationFrame(draw) : 0
    }

    const onClick = (e: PointerEvent) => {
      if (!canvas) {
        canvas = document.createElement('canvas')
        canvas.className = 'leafpress-fireworks'
        canvas.setAttribute('aria-hidden', 'true')
        document.body.appendChild(canvas)
      }
      // Sharp on high-density screens: draw in CSS pixels on a device-pixel canvas.
      const dpr = window.devicePixelRatio || 1
      canvas.width = window.innerWidth * dpr
      canvas.height = window.innerHeight * dpr
      canvas.getContext('2d')!.setTransform(dpr, 0, 0, dpr, 0, 0)
      sparks = sparks.concat(burst(e.clientX, e.clientY, colors))
      if (!frame) {
        last = performance.now()
        frame = requestAnimationFrame(draw)
      }
    }

    const cancelIdle = afterIdle(() => document.addEventListener('pointerdown', onClick))
    return () => {
      cancelIdle()
      document.removeEventListener('pointerdown', onClick)
      cancelAnimationFrame(frame)
      canvas?.remove()
    }
  }, [colors])
  return null
}
