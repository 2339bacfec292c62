// Decorative widgets: the pet, the music player, the chat bubble and click fireworks. All off by
// default except the chat widget, which is on but renders nothing until a bot id is set. Each
// key is also an env var of the same name.
import { httpUrl, memo, oneOf, optionalId, readSettings, type Check, type Env } from '../config/settings'

export interface MusicTrack {
  name: string
  artist: string
  /** a site path (e.g. /music/a.wav) or an http(s) URL */
  url: string
}

export const WIDGET_DEFAULTS = {
  /** a Live2D pet in the corner (canvas) */
  WIDGET_PET: false,
  /** the pet's model (a Live2D model.json) */
  WIDGET_PET_LINK: 'https://cdn.jsdelivr.net/npm/live2d-widget-model-wanko@1.0.5/assets/wanko.model.json',
  /** the Live2D runtime that draws it */
  WIDGET_PET_SCRIPT_URL: 'https://cdn.jsdelivr.net/gh/stevenjoezhang/live2d-widget@8d0c312c61bb912d7c91b23ee5f505df36c9ddc4/live2d.min.js',
  /** clicking the pet switches to the next theme */
  WIDGET_PET_SWITCH_THEME: true,
  /** a small music player in the corner */
  WIDGET_MUSIC: false,
  /** 'list' plays the tracks in order, 'random' shuffles */
  WIDGET_MUSIC_ORDER: 'list',
  /** the tracks, as JSON: [{"name":…,"artist":…,"url":…}] */
  WIDGET_MUSIC_TRACKS: JSON.stringify([
    { name: '清晨的菜園', artist: 'Leafpress', url: '/music/morning-garden.wav' },
    { name: '午後的茶', artist: 'Leafpress', url: '/music/afternoon-tea.wav' },
  ] satisfies MusicTrack[]),
  /** the chat bubble (Chatbase-compatible); renders nothing until WIDGET_CHAT_BOT_ID is set */
  WIDGET_CHAT: true,
  WIDGET_CHAT_BOT_ID: '',
  WIDGET_CHAT_BASE_URL: 'https://www.chatbase.co',
  /** fireworks where the reader clicks */
  WIDGET_FIREWORKS: false,
  /** the colour sets of the bursts, as r,g,b separated by ';' */
  WIDGET_FIREWORKS_COLORS: '255,20,97;24,255,146;90,135,255;251,243,140',
}

export type WidgetSettings = typeof WIDGET_DEFAULTS

/** The tracks of the setting, or an error text. */
export function parseTracks(json: string): MusicTrack[] | string {
  let list: unknown
  try {
    list = JSON.parse(json)
  } catch {
    return 'use JSON like [{"name":"Song","artist":"Me","url":"/music/song.mp3"}]'
  }
  if (!Array.isArray(list) || !list.length) return 'use a JSON list with at least one track'
  for (const t of list as Array<Partial<MusicTrack>>) {
    if (!t || typeof t.name !== 'string' || typeof t.url !== 'string' || !(/^\/[^/]/.test(t.url) || /^https?:\/\//.test(t.url))) {
      return 'each track needs a "name" and a "url" (a site path like /music/a.mp3 or an http(s) URL)'
    }
  }
  return (list as MusicTrack[]).map((t) => ({ name: t.name, artist: typeof t.artist === 'string' ? t.artist : '', url: t.url }))
}

/** The colour sets of the setting as [r, g, b] triples, or an error text. */
export function parseColors(v: string): Array<[number, number, number]> | string {
  const sets = v.split(';').map((c) => c.split(',').map((n) => Number(n.trim())))
  const ok = sets.length > 0 && sets.every((c) => c.length === 3 && c.every((n) => Number.isInteger(n) && n >= 0 && n <= 255))
  return ok ? (sets as Array<[number, number, number]>) : 'use r,g,b triples (0–255) separated by ;, e.g. 255,20,97;24,255,146'
}

const errorOf = <T,>(r: T | string) => (typeof r === 'string' ? r : null)

export const WIDGET_CHECKS: Partial<Record<keyof WidgetSettings, Check>> = {
  WIDGET_PET_LINK: httpUrl,
  WIDGET_PET_SCRIPT_URL: httpUrl,
  WIDGET_MUSIC_ORDER: oneOf(['list', 'random']),
  WIDGET_MUSIC_TRACKS: (v) => errorOf(parseTracks(String(v))),
  WIDGET_CHAT_BOT_ID: optionalId,
  WIDGET_CHAT_BASE_URL: httpUrl,
  WIDGET_FIREWORKS_COLORS: (v) => errorOf(parseColors(String(v))),
}

export const readWidgetSettings = (env: Env) => readSettings(WIDGET_DEFAULTS, WIDGET_CHECKS, env)
export const widgetSettings = memo(() => readWidgetSettings(process.env))
