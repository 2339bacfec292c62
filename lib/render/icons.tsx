// Inline icons: drawn locally so no card or mention ever requests a third-party favicon.
import type { ReactNode } from 'react'

function Svg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className ?? 'notion-icon'} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" fill="currentColor">
      {children}
    </svg>
  )
}

export function GithubIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M8 0a8 8 0 0 0-2.53 15.59c.4.07.55-.17.55-.38v-1.33c-2.23.48-2.7-1.07-2.7-1.07-.36-.92-.89-1.17-.89-1.17-.73-.5.05-.49.05-.49.8.06 1.23.83 1.23.83.71 1.23 1.87.87 2.33.66.07-.52.28-.87.5-1.07-1.78-.2-3.65-.89-3.65-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.6 7.6 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8 8 0 0 0 8 0Z" />
    </Svg>
  )
}

export function FileIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M4 1h5l4 4v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1Zm5 1v3h3L9 2Z" />
    </Svg>
  )
}

/** The lock beside a locked post's title in a database view; `label` names it for screen readers. */
export function LockGlyph({ label }: { label: string }) {
  return (
    <span className="notion-row-lock" role="img" aria-label={label} title={label}>
      <Svg>
        <path d="M5 7V5a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
      </Svg>
    </span>
  )
}
