// next's drawers (the phone menu, the TOC): the kit's Drawer as a full-height sheet from one
// side, over a dimmed page, with a close cross in its corner.
import type { ReactNode } from 'react'
import Drawer from '@/lib/ui/kit/Drawer'
import { Glyph, type Shape } from '../icons'

const FROM = {
  left: 'left-0 data-[open=false]:-translate-x-full',
  right: 'right-0 data-[open=false]:translate-x-full',
}

export default function Sheet(p: {
  id: string
  label: string
  closeLabel: string
  glyph: Shape
  buttonClassName: string
  from: 'left' | 'right'
  /** extra classes of the panel (padding) */
  className?: string
  /** draw the content on first open (it must then be islands or small: lib/ui/send-once) */
  lazy?: boolean
  children: ReactNode
}) {
  return (
    <Drawer
      id={p.id}
      label={p.label}
      trigger={<Glyph name={p.glyph} size={17} />}
      triggerClassName={p.buttonClassName}
      backdropClassName="nx-backdrop"
      panelClassName={`nx-drawer ${FROM[p.from]} ${p.className ?? ''}`}
      closeIcon={<Glyph name="close" size={16} />}
      closeLabel={p.closeLabel}
      closeClassName="nx-drawer-close"
      lazy={p.lazy}
    >
      {p.children}
    </Drawer>
  )
}
