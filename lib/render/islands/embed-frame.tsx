'use client'
// An embed the reader asked for. Until the button is pressed only the server-drawn card (the
// children: title, domain, icon) is shown and no third-party request is made; then the iframe is
// swapped in, sandboxed and lazy. The server only passes https URLs here.
import { useState, type ReactNode } from 'react'

export interface EmbedFrameProps {
  /** https URL of the frame */
  src: string
  /** accessible title of the frame */
  title: string
  /** text of the button, e.g. "Load video" */
  label?: string
  /** CSS aspect ratio of the frame (width / height) */
  ratio?: number
  /** fixed frame height in px when there is no ratio */
  height?: number
  children?: ReactNode
}

export function EmbedFrame({ src, title, label = 'Load embed', ratio, height, children }: EmbedFrameProps) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <div className="notion-embed-card">
        {children}
        <button type="button" className="notion-embed-load" onClick={() => setOpen(true)}>
          {label}
        </button>
      </div>
    )
  }
  return (
    <iframe
      className="notion-embed-frame"
      src={src}
      title={title}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation"
      allow="fullscreen; clipboard-write; encrypted-media; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      style={ratio ? { aspectRatio: String(ratio) } : { height: height ?? 400 }}
    />
  )
}
