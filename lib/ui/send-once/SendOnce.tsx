// <SendOnce> around a server tree sends its island-free markup once (./collapse.ts). Outside the
// RSC render (unit tests render server trees with react-dom/server) it changes nothing.
import 'server-only'
import * as React from 'react'
import type { ReactNode } from 'react'
import { collapse } from './collapse'

// The react-server build of React, which the RSC render uses, has no useState.
const IN_RSC_RENDER = typeof (React as { useState?: unknown }).useState !== 'function'

export function SendOnce({ children }: { children: ReactNode }): ReactNode {
  // a promise of the collapsed tree in the RSC render (React awaits it); the tree as is elsewhere
  return IN_RSC_RENDER ? (collapse(children) as unknown as ReactNode) : children
}
