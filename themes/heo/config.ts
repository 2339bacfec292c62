// heo's own settings and copy. Settings have defaults here and can each be overridden by an
// environment variable of the same name (`HEO_NOTICE_BAR=false`), read with the project's one
// settings reader (lib/config/settings): a bad value stops the start with the key and the fix.
// Copy (titles, greetings, icon strip) is plain data: edit it here.
// Relative imports: next.config.ts checks these settings at start, before any alias exists.
import { copyFor, type CopyTranslations } from '../../lib/theme-kit/copy'
import type { ThemeContext } from '../../lib/theme-kit/types'
import { memo, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'

export const HEO_DEFAULTS = {
  /** hero (banner, shortcuts, today card) on the first page of the home list */
  HEO_HOME_BANNER_ENABLE: true,
  /** notice ticker bar under the top bar on the home page */
  HEO_NOTICE_BAR: true,
  HEO_POST_LIST_COVER: true,
  /** covers zoom slightly under the pointer (off in the product's configuration: cards stay still) */
  HEO_POST_LIST_COVER_HOVER_ENLARGE: false,
  /** show a default cover for posts without one (otherwise the card has no image) */
  HEO_POST_LIST_COVER_DEFAULT: true,
  HEO_POST_LIST_SUMMARY: true,
  /** two cards a row on tablets and up; off: one wide card a row, cover beside the text */
  HEO_POST_LIST_TWO_COLS: true,
  /** with one card a row: every other card puts its cover on the right */
  HEO_POST_LIST_IMG_CROSSOVER: true,
  /** show the first lines of the article text (POST_PREVIEW_LINES, 12) instead of the summary in list cards */
  HEO_POST_LIST_PREVIEW: true,
  HEO_ARTICLE_ADJACENT: true,
  HEO_ARTICLE_COPYRIGHT: true,
  HEO_ARTICLE_RECOMMEND: true,
  HEO_WIDGET_LATEST_POSTS: true,
  /** the sidebar's analytics card (post count, running days, visits) */
  HEO_WIDGET_ANALYTICS: false,
  HEO_WIDGET_TO_TOP: true,
  HEO_WIDGET_TO_COMMENT: true,
  HEO_WIDGET_DARK_MODE: true,
  HEO_WIDGET_TOC: true,
  /** the community card under the TOC in an article's sidebar (copy in heoCopy.socialCard) */
  HEO_SOCIAL_CARD: false,
  /** where the community card leads (a path of the site or an external URL, opened in a new tab) */
  HEO_SOCIAL_CARD_URL: '/about',
  HEO_RECOMMEND_POSTS_SORT_BY_UPDATE_TIME: false,
  /** the tag that marks posts for the hero's recommendation grid */
  HEO_RECOMMEND_TAG: '推荐',
  /** default cover for cards and articles without one */
  HEO_POST_COVER_DEFAULT_IMAGE: '/themes/heo/default-cover.svg',
  /** the image of the hero's "today" card ('' = the site cover) */
  HEO_TODAY_IMAGE: '',
  /** the avatar of the info card */
  HEO_AVATAR: '/files/avatar.webp',
  /** the avatar shown when HEO_AVATAR is a /files/ path that does not exist */
  HEO_AVATAR_FALLBACK: '/themes/heo/avatar.svg',
}

export type HeoSettings = typeof HEO_DEFAULTS

export const HEO_CHECKS: Partial<Record<keyof HeoSettings, Check>> = {
  HEO_RECOMMEND_TAG: (v) => (String(v).trim() ? null : 'use the name of a tag, e.g. 推荐'),
  HEO_POST_COVER_DEFAULT_IMAGE: pathOrUrl,
  HEO_TODAY_IMAGE: (v) => (v === '' ? null : pathOrUrl(v)),
  HEO_AVATAR: pathOrUrl,
  HEO_SOCIAL_CARD_URL: pathOrUrl,
  HEO_AVATAR_FALLBACK: pathOrUrl,
}

export const readHeoSettings = (env: Env) => readSettings(HEO_DEFAULTS, HEO_CHECKS, env)

export const heoConfig: HeoSettings = memo(() => readHeoSettings(process.env))()

export interface HeroIconPair {
  title1: string
  img1: string
  color1: string
  title2: string
  img2: string
  color2: string
}

const icon = (name: string) => `/themes/heo/icons/${name}.svg`

export const heoCopy = {
  hero: {
    title1: '好好吃飯',
    title2: '照顧每一天',
    caption: 'LEAFPRESS · 健康飲食筆記',
    /** where the banner's title links to */
    link: '/about',
    /** three shortcuts to tag pages: gradient from → to */
    shortcuts: [
      // the `from` colours sit behind the white title: each keeps at least 3:1 contrast
      { title: '飲食', tag: '飲食', from: '#2f7bf5', to: '#15c6ff', icon: 'bowl' },
      { title: '營養素', tag: '營養素', from: '#f0445a', to: '#ffb02e', icon: 'flame' },
      { title: '疾病預防', tag: '疾病預防', from: '#0fa37f', to: '#1ed6c9', icon: 'shield' },
    ],
    /** the tilted, slowly scrolling strip: 7 columns of two tiles */
    icons: [
      { title1: '蘋果', img1: icon('apple'), color1: '#ff6b6b', title2: '胡蘿蔔', img2: icon('carrot'), color2: '#ff9f43' },
      { title1: '青花菜', img1: icon('broccoli'), color1: '#2ecc71', title2: '魚', img2: icon('fish'), color2: '#3498db' },
      { title1: '雞蛋', img1: icon('egg'), color1: '#f6b93b', title2: '牛奶', img2: icon('milk'), color2: '#6c8cff' },
      { title1: '酪梨', img1: icon('avocado'), color1: '#78c850', title2: '喝水', img2: icon('water'), color2: '#17c0eb' },
      { title1: '心臟', img1: icon('heart'), color1: '#f3577b', title2: '運動', img2: icon('run'), color2: '#8e6cf0' },
      { title1: '米飯', img1: icon('rice'), color1: '#e58e26', title2: '沙拉', img2: icon('leaf'), color2: '#20bf6b' },
      { title1: '檸檬', img1: icon('lemon'), color1: '#f7c325', title2: '維生素', img2: icon('pill'), color2: '#a55eea' },
    ] satisfies HeroIconPair[],
  },
  today: {
    title: '吃出健康的每一天',
    link: '/about',
  },
  infoCard: {
    greetings: ['你好！我是', '🔍 分享與熱心幫助', '🤝 專修飲食營養', '🏃 熱愛運動', '🥗 好好吃飯的人'],
    announcement: ['🥦 歡迎來到我的健康飲食筆記', '用科學與好味道，陪你好好吃飯。'],
    moreLink: '/about',
  },
  socialCard: { title: '交流頻道', text: '加入讀者社群，交換食譜與健康心得', action: '加入社群' },
}

type HeoCopy = typeof heoCopy

/**
 * The copy above belongs to the site's default language. A site in several languages (issue
 * #31) gives each other language its own here, by locale; a language without one keeps the
 * default's words. The sample's English database (content/sample-en) has this one.
 */
export const heoCopyTranslations: CopyTranslations<HeoCopy> = {
  'en-US': {
    hero: {
      ...heoCopy.hero,
      title1: 'Eat well,',
      title2: 'every day',
      caption: 'LEAFPRESS · EAT WELL',
      shortcuts: [
        { title: 'Eating', tag: 'Eating', from: '#2f7bf5', to: '#15c6ff', icon: 'bowl' },
        { title: 'Nutrients', tag: 'Nutrients', from: '#f0445a', to: '#ffb02e', icon: 'flame' },
        // a tile holds about eight Latin letters on a phone: the title is short, the tag the category's own
        { title: 'Health', tag: 'Prevention', from: '#0fa37f', to: '#1ed6c9', icon: 'shield' },
      ],
      icons: [
        { title1: 'Apple', img1: icon('apple'), color1: '#ff6b6b', title2: 'Carrot', img2: icon('carrot'), color2: '#ff9f43' },
        { title1: 'Broccoli', img1: icon('broccoli'), color1: '#2ecc71', title2: 'Fish', img2: icon('fish'), color2: '#3498db' },
        { title1: 'Egg', img1: icon('egg'), color1: '#f6b93b', title2: 'Milk', img2: icon('milk'), color2: '#6c8cff' },
        { title1: 'Avocado', img1: icon('avocado'), color1: '#78c850', title2: 'Water', img2: icon('water'), color2: '#17c0eb' },
        { title1: 'Heart', img1: icon('heart'), color1: '#f3577b', title2: 'Exercise', img2: icon('run'), color2: '#8e6cf0' },
        { title1: 'Rice', img1: icon('rice'), color1: '#e58e26', title2: 'Salad', img2: icon('leaf'), color2: '#20bf6b' },
        { title1: 'Lemon', img1: icon('lemon'), color1: '#f7c325', title2: 'Vitamins', img2: icon('pill'), color2: '#a55eea' },
      ],
    },
    today: { ...heoCopy.today, title: 'Eat your way to a healthy day' },
    infoCard: {
      ...heoCopy.infoCard,
      greetings: ["Hi! I'm", '🔍 Happy to help', '🤝 Studying nutrition', '🏃 Loves to run', '🥗 Eats well'],
      announcement: ['🥦 Welcome to my healthy eating notes', 'Science and good taste, for every meal.'],
    },
    socialCard: { title: 'Community', text: 'Join the readers’ group to swap recipes and tips', action: 'Join' },
  },
}

/** heo's copy in the page's language (lib/theme-kit/copy.ts). */
export const heoCopyOf = (ctx: Pick<ThemeContext, 'lang' | 'site'>): HeoCopy => copyFor(ctx, heoCopy, heoCopyTranslations)
