'use client'
// A video for a modal (e.g. inside a `lazy` Drawer, so nothing loads until it first opens): an
// <iframe> for an embed URL (YouTube, Vimeo…), or a <video> with controls for a file
// (.mp4, .webm, .ogg). While the panel around it is closed (the nearest `data-open="false"`)
// the player is removed, so a closed modal never keeps playing; it comes back on reopening.
// A client island, so a lazy panel can draw it (plain server markup in a lazy panel is not in
// the HTML; lib/ui/send-once). Headless: the theme sizes the box (`className`), the player fills it.
import { useEffect, useRef, useState } from 'react'

const FILL = { display: 'block', width: '100%', height: '100%', border: 0 }

export default function MediaFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState(true)
  useEffect(() => {
    const panel = box.current?.closest('[data-open]')
    if (!panel) return
    const sync = () => setLive(panel.getAttribute('data-open') !== 'false')
    sync()
    const watch = new MutationObserver(sync)
    watch.observe(panel, { attributes: true, attributeFilter: ['data-open'] })
    return () => watch.disconnect()
  }, [])
  const file = /\.(mp4|webm|ogv|ogg)(\?|#|$)/i.test(src)
  return (
    <div ref={box} className={className}>
      {live &&
        (file ? (
          <video src={src} title={title} controls autoPlay playsInline preload="metadata" style={FILL} />
        ) : (
          <iframe
            src={src}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={FILL}
          />
        ))}
    </div>
  )
}
