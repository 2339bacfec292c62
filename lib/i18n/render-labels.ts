// The words of a rendered Notion body (lib/render/labels.ts) from the reader's locale table.
import type { RenderLabels } from '@/lib/render/types'
import type { Strings } from '@/locales/en-US'

export function renderLabels(strings: Strings): RenderLabels {
  const post = strings.POST
  const kinds = post.EMBED_KINDS
  return {
    databaseUnavailable: post.DATABASE_UNAVAILABLE,
    copy: post.COPY,
    copyCode: post.COPY_CODE,
    copied: post.CODE_COPIED,
    tableOfContents: strings.COMMON.TABLE_OF_CONTENTS,
    zoomImage: post.ZOOM_IMAGE,
    zoomImageOf: post.ZOOM_IMAGE_OF,
    imageFailed: post.IMAGE_FAILED,
    file: post.FILE,
    untitled: post.UNTITLED,
    locked: strings.COMMON.ARTICLE_LOCKED,
    embedLoad: post.EMBED_LOAD,
    embedFrom: post.EMBED_FROM,
    embedTweet: post.EMBED_TWEET,
    tab: post.TAB_N,
    breadcrumb: strings.NAV.BREADCRUMB,
    // keyed by Notion block type, as the renderer looks them up
    embedKinds: {
      embed: kinds.EMBED,
      maps: kinds.MAPS,
      figma: kinds.FIGMA,
      typeform: kinds.TYPEFORM,
      codepen: kinds.CODEPEN,
      excalidraw: kinds.EXCALIDRAW,
      gist: kinds.GIST,
      tweet: kinds.TWEET,
      video: kinds.VIDEO,
      drive: kinds.DRIVE,
      replit: kinds.REPLIT,
      miro: kinds.MIRO,
    },
  }
}
