// The words a rendered body shows or announces (buttons, card titles, accessible names). The
// renderer has no locale tables: the site passes them in the reader's language (RenderOptions.
// labels, from lib/i18n/render-labels.ts); these English words stand in for any it leaves out.
import type { RenderLabels } from './types'

export const ENGLISH_LABELS: RenderLabels = {
  databaseUnavailable: 'This database cannot be shown here.',
  copy: 'Copy',
  copyCode: 'Copy code',
  copied: 'Copied!',
  tableOfContents: 'Contents',
  zoomImage: 'Zoom image',
  zoomImageOf: 'Zoom image: {alt}',
  imageFailed: 'Image failed to load',
  file: 'File',
  untitled: 'Untitled',
  locked: 'This article is password protected',
  embedLoad: 'Load {name}',
  embedFrom: '{name} from {domain}',
  embedTweet: 'Post on X',
  tab: 'Tab {n}',
  breadcrumb: 'Breadcrumb',
  embedKinds: {
    embed: 'embed',
    maps: 'map',
    figma: 'Figma file',
    typeform: 'form',
    codepen: 'CodePen',
    excalidraw: 'drawing',
    gist: 'gist',
    tweet: 'post',
    video: 'video',
    drive: 'file',
    replit: 'Repl',
    miro: 'board',
  },
}

export function withEnglish(labels: Partial<RenderLabels> | undefined): RenderLabels {
  return { ...ENGLISH_LABELS, ...labels, embedKinds: { ...ENGLISH_LABELS.embedKinds, ...labels?.embedKinds } }
}
