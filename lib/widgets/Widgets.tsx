// The decorative widgets that are switched on, for the root layout (one mount point for all).
// Renders nothing in the default configuration: the chat widget is on but has no bot id.
import './widgets.css'
import type { Strings } from '@/locales/en-US'
import { parseColors, parseTracks, widgetSettings, type WidgetSettings } from './config'
import { ChatWidget, Fireworks, MusicPlayer, PetWidget } from './lazy'

export function Widgets({ strings, settings = widgetSettings(), basePath = process.env.LEAFPRESS_SUB_PATH ?? '' }: { strings: Strings; settings?: WidgetSettings; basePath?: string }) {
  const s = settings
  const tracks = s.WIDGET_MUSIC ? parseTracks(s.WIDGET_MUSIC_TRACKS) : []
  const colors = s.WIDGET_FIREWORKS ? parseColors(s.WIDGET_FIREWORKS_COLORS) : []
  const chat = s.WIDGET_CHAT && !!s.WIDGET_CHAT_BOT_ID
  const any = s.WIDGET_PET || s.WIDGET_MUSIC || chat || s.WIDGET_FIREWORKS
  if (!any) return null
  return (
    <>
      {s.WIDGET_PET && <PetWidget script={s.WIDGET_PET_SCRIPT_URL} model={s.WIDGET_PET_LINK} switchTheme={s.WIDGET_PET_SWITCH_THEME} label={strings.MENU.THEME_SWITCH} />}
      {typeof tracks !== 'string' && tracks.length > 0 && (
        <MusicPlayer
          tracks={tracks.map((t) => ({ ...t, url: t.url.startsWith('/') ? basePath + t.url : t.url }))}
          order={s.WIDGET_MUSIC_ORDER as 'list' | 'random'}
          nextLabel={strings.PAGINATION.NEXT}
        />
      )}
      {chat && <ChatWidget botId={s.WIDGET_CHAT_BOT_ID} baseUrl={s.WIDGET_CHAT_BASE_URL.replace(/\/+$/, '')} />}
      {typeof colors !== 'string' && colors.length > 0 && <Fireworks colors={colors} />}
    </>
  )
}
