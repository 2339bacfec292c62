// Share bar settings. Each key is also an env var of the same name.
import { listOf, memo, readSettings, splitList, type Check, type Env } from '../config/settings'
import { SHARE_NETWORKS, type ShareNetwork } from './networks'

export const SHARE_DEFAULTS = {
  /** the share bar under posts (type Post only) */
  POST_SHARE_BAR_ENABLE: false,
  /** the buttons, in order; any of: facebook, messenger, line, reddit, email, twitter, telegram,
   * whatsapp, linkedin, pinterest, vkshare, okshare, tumblr, livejournal, mailru, viber,
   * workplace, weibo, pocket, instapaper, hatena, qq, wechat, link */
  POSTS_SHARE_SERVICES: 'link,wechat,qq,weibo,email,facebook,twitter,telegram,messenger,line,reddit,whatsapp,linkedin',
  /** Twitter/X accounts suggested after a share, comma-separated, without '@' */
  POST_SHARE_TWITTER_RELATED: '',
  /** the id of your Facebook app: Messenger's share dialog needs one (the button is hidden without) */
  FACEBOOK_APP_ID: '',
}

export type ShareSettings = typeof SHARE_DEFAULTS

export const SHARE_CHECKS: Partial<Record<keyof ShareSettings, Check>> = {
  POSTS_SHARE_SERVICES: listOf(SHARE_NETWORKS),
  POST_SHARE_TWITTER_RELATED: (v) => (/^[\w,\s]*$/.test(String(v)) ? null : 'use account names separated by commas, without @'),
  FACEBOOK_APP_ID: (v) => (/^\d*$/.test(String(v)) ? null : "use the numeric app id, or ''"),
}

export const readShareSettings = (env: Env) => readSettings(SHARE_DEFAULTS, SHARE_CHECKS, env)
export const shareSettings = memo(() => {
  const s = readShareSettings(process.env)
  if (s.POST_SHARE_BAR_ENABLE && shareServices(s).includes('messenger') && !s.FACEBOOK_APP_ID) {
    console.warn('[leafpress] POSTS_SHARE_SERVICES has messenger but FACEBOOK_APP_ID is empty: the Messenger button is hidden until you set the id of your Facebook app')
  }
  return s
})

/** The configured networks in order, without repeats. */
export function shareServices(s: ShareSettings): ShareNetwork[] {
  return [...new Set(splitList(s.POSTS_SHARE_SERVICES))] as ShareNetwork[]
}
