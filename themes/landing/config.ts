// landing's settings and copy. Every key has a default here and can be overridden by an
// environment variable of the same name (`LANDING_HERO_TITLE=…`, `LANDING_NEWSLETTER_ACTION=…`);
// the project's settings reader (lib/config/settings) parses and checks them, so a bad value
// stops the start with the key and the fix. The reader takes strings, numbers and true/false
// only: the lists (three feature cards, six grid items) are numbered keys, `…_1_…` to `…_6_…`.
// The defaults are the sample site's copy (a Traditional Chinese health-eating blog).
// Relative imports only: next.config.ts checks these settings at start, before any alias exists.
import { intIn, memo, optionalHttpUrl, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'
import { copyFor, type CopyTranslations } from '../../lib/theme-kit/copy'
import type { ThemeContext } from '../../lib/theme-kit/types'

export const LANDING_DEFAULTS = {
  /** the plain text link at the right of the top bar (hidden on phones; in the menu there) */
  LANDING_HEADER_LINK_TEXT: '關於本站',
  /** where the top bar's text link leads: a site path or an http(s) URL */
  LANDING_HEADER_LINK_HREF: '/about',
  /** the dark button with an arrow at the right of the top bar */
  LANDING_HEADER_BUTTON_TEXT: '閱讀文章',
  /** where the top bar's dark button leads: a site path or an http(s) URL */
  LANDING_HEADER_BUTTON_HREF: '/archive',

  /** the hero's big gradient title (the home page's only h1) */
  LANDING_HERO_TITLE: '吃得健康，活得自在',
  /** the line under the hero's title */
  LANDING_HERO_SUBTITLE: '營養知識、家常食譜與疾病預防，一次讀懂每天該怎麼吃。',
  /** the hero's first (blue) button */
  LANDING_HERO_PRIMARY_TEXT: '開始閱讀',
  /** where the hero's blue button leads: a site path or an http(s) URL */
  LANDING_HERO_PRIMARY_HREF: '/archive',
  /** the hero's second (dark) button */
  LANDING_HERO_SECONDARY_TEXT: '了解更多',
  /** where the hero's dark button leads: a site path or an http(s) URL */
  LANDING_HERO_SECONDARY_HREF: '/about',
  /** the framed screenshot under the hero: a site path or URL ('' = the site's cover) */
  LANDING_HERO_IMAGE: '',

  /** the video the hero's play button opens in a modal: an embed URL (drawn in an iframe) or a
   * .mp4/.webm file (drawn in a video element), loaded only when opened; '' = no play button.
   * Empty by default: the sample site has no introduction video of its own */
  LANDING_VIDEO_URL: '',
  /** the play button's words */
  LANDING_VIDEO_TEXT: '觀看介紹影片（2 分鐘）',

  /** the heading over the three feature cards */
  LANDING_FEATURES_TITLE: '在這裡，你會讀到',
  /** the line under that heading */
  LANDING_FEATURES_TEXT: '每篇文章都以可信的營養研究為本，用日常語言寫成，讀完就能用在下一餐。',
  /** feature card 1: title (icon: a leaf) */
  LANDING_FEATURE_1_TITLE: '營養知識',
  /** feature card 1: text */
  LANDING_FEATURE_1_TEXT: '膳食纖維、蛋白質、維生素與礦物質：每種營養素做什麼、要吃多少、從哪裡吃到。',
  /** feature card 2: title (icon: a bowl) */
  LANDING_FEATURE_2_TITLE: '家常食譜',
  /** feature card 2: text */
  LANDING_FEATURE_2_TEXT: '少油少鹽也好吃的料理，步驟簡單、食材好買，忙碌的平日也做得出來。',
  /** feature card 3: title (icon: a shield) */
  LANDING_FEATURE_3_TITLE: '疾病預防',
  /** feature card 3: text */
  LANDING_FEATURE_3_TEXT: '血壓、血糖、膽固醇與腸道健康：用飲食打好基礎，遠離慢性病的風險。',

  /** the heading over the six-item grid */
  LANDING_GRID_TITLE: '讓好習慣變簡單',
  /** the line under that heading */
  LANDING_GRID_TEXT: '從一份餐盤開始，一步一步調整，不必一次改變所有事。',
  /** grid item 1: title (icon: a plate) */
  LANDING_GRID_1_TITLE: '均衡餐盤',
  /** grid item 1: text */
  LANDING_GRID_1_TEXT: '蔬菜佔一半、全穀與蛋白質各四分之一，照著擺就吃得均衡。',
  /** grid item 2: title (icon: a clock) */
  LANDING_GRID_2_TITLE: '十分鐘早餐',
  /** grid item 2: text */
  LANDING_GRID_2_TEXT: '燕麥、雞蛋與水果的快速組合，出門前也來得及。',
  /** grid item 3: title (icon: a drop) */
  LANDING_GRID_3_TITLE: '補水提醒',
  /** grid item 3: text */
  LANDING_GRID_3_TEXT: '天熱、運動或年長時該喝多少水，怎麼喝才不傷身。',
  /** grid item 4: title (icon: a label) */
  LANDING_GRID_4_TITLE: '看懂營養標示',
  /** grid item 4: text */
  LANDING_GRID_4_TEXT: '熱量、鈉與糖：三分鐘學會比較包裝食品。',
  /** grid item 5: title (icon: a heart) */
  LANDING_GRID_5_TITLE: '護心飲食',
  /** grid item 5: text */
  LANDING_GRID_5_TEXT: '好油、魚類與堅果，為心血管打底的日常選擇。',
  /** grid item 6: title (icon: a moon) */
  LANDING_GRID_6_TITLE: '好眠食物',
  /** grid item 6: text */
  LANDING_GRID_6_TEXT: '鎂、色胺酸與晚餐時間：吃對了也睡得更好。',

  /** the testimonial's quote */
  LANDING_TESTIMONIAL_QUOTE: '跟著這裡的餐盤原則調整了三個月，午後不再昏昏欲睡，健康檢查的數字也變漂亮了。文章好讀又實用，是我每週必看的飲食筆記。',
  /** who said it */
  LANDING_TESTIMONIAL_NAME: '林小姐',
  /** their role or place, under the name */
  LANDING_TESTIMONIAL_ROLE: '上班族讀者・台北',
  /** their picture: a site path or URL ('' = none; a missing /files/ picture is left out) */
  LANDING_TESTIMONIAL_AVATAR: '/files/avatar.webp',

  /** how many latest posts the home page shows under the testimonial (0 = only the archive link) */
  LANDING_LATEST_POSTS: 3,

  /** where the newsletter form posts (your mailing service's URL); '' = no form: the band asks
   * readers to subscribe by writing to LANDING_NEWSLETTER_EMAIL */
  LANDING_NEWSLETTER_ACTION: '',
  /** the address readers write to (a mail link) to subscribe while no LANDING_NEWSLETTER_ACTION
   * is set; '' with no action = no newsletter band */
  LANDING_NEWSLETTER_EMAIL: 'hello@leafpress.example.com',
  /** the newsletter band's heading */
  LANDING_NEWSLETTER_TITLE: '每週一封健康飲食信',
  /** the newsletter band's line under the heading */
  LANDING_NEWSLETTER_TEXT: '新文章、當季食譜與營養小知識，每週寄到你的信箱，隨時可以取消。',

  /** the table of contents: beside the article on wide screens, a drawer on small ones */
  LANDING_WIDGET_TOC: true,
  /** the jump-to-top button */
  LANDING_WIDGET_TO_TOP: true,
  /** the copyright block under a post */
  LANDING_ARTICLE_COPYRIGHT: true,
  /** previous / next post cards under a post */
  LANDING_ARTICLE_ADJACENT: true,
  /** the related posts under a post */
  LANDING_ARTICLE_RECOMMEND: true,
}

export type LandingSettings = typeof LANDING_DEFAULTS

const mailbox: Check = (v) =>
  v === '' || (typeof v === 'string' && /^[^\s@<>"?&]+@[^\s@<>"?&]+\.[^\s@<>"?&]+$/.test(v)) ? null : "use an address such as me@example.com, or '' for none"
const filled: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? null : 'write some words; it cannot be empty')
const optionalPathOrUrl: Check = (v) => (v === '' ? null : pathOrUrl(v))
/** '' (off), a site path such as /files/intro.mp4, or an http(s) URL */
const optionalMedia: Check = (v) => (v === '' ? null : pathOrUrl(v) && "use an embed URL like https://www.youtube.com/embed/<id>, a path like /files/intro.mp4, or '' for none")

const TEXT_KEYS = [
  'LANDING_HEADER_LINK_TEXT',
  'LANDING_HEADER_BUTTON_TEXT',
  'LANDING_HERO_TITLE',
  'LANDING_HERO_PRIMARY_TEXT',
  'LANDING_HERO_SECONDARY_TEXT',
  'LANDING_VIDEO_TEXT',
  'LANDING_FEATURE_1_TITLE',
  'LANDING_FEATURE_2_TITLE',
  'LANDING_FEATURE_3_TITLE',
  'LANDING_GRID_1_TITLE',
  'LANDING_GRID_2_TITLE',
  'LANDING_GRID_3_TITLE',
  'LANDING_GRID_4_TITLE',
  'LANDING_GRID_5_TITLE',
  'LANDING_GRID_6_TITLE',
] as const satisfies ReadonlyArray<keyof LandingSettings>

export const LANDING_CHECKS: Partial<Record<keyof LandingSettings, Check>> = {
  ...Object.fromEntries(TEXT_KEYS.map((k) => [k, filled])),
  LANDING_HEADER_LINK_HREF: pathOrUrl,
  LANDING_HEADER_BUTTON_HREF: pathOrUrl,
  LANDING_HERO_PRIMARY_HREF: pathOrUrl,
  LANDING_HERO_SECONDARY_HREF: pathOrUrl,
  LANDING_HERO_IMAGE: optionalPathOrUrl,
  LANDING_VIDEO_URL: optionalMedia,
  LANDING_TESTIMONIAL_AVATAR: optionalPathOrUrl,
  LANDING_LATEST_POSTS: intIn(0, 12),
  LANDING_NEWSLETTER_ACTION: optionalHttpUrl,
  LANDING_NEWSLETTER_EMAIL: mailbox,
}

export const readLandingSettings = (env: Env) => readSettings(LANDING_DEFAULTS, LANDING_CHECKS, env)

export const landingConfig: LandingSettings = memo(() => readLandingSettings(process.env))()

/**
 * landing's copy in other languages, by locale (the sample's English database has this one): on
 * that language's pages it stands in for each text left at its default above (lib/theme-kit/copy.ts).
 */
export const LANDING_TRANSLATIONS: CopyTranslations<LandingSettings> = {
  'en-US': {
    LANDING_HEADER_LINK_TEXT: 'About',
    LANDING_HEADER_BUTTON_TEXT: 'Read the posts',
    LANDING_HERO_TITLE: 'Eat well, live easy',
    LANDING_HERO_SUBTITLE: 'Nutrition, home recipes and disease prevention: what to eat every day, explained once and clearly.',
    LANDING_HERO_PRIMARY_TEXT: 'Start reading',
    LANDING_HERO_SECONDARY_TEXT: 'Learn more',
    LANDING_VIDEO_TEXT: 'Watch the introduction (2 minutes)',
    LANDING_FEATURES_TITLE: 'What you will read here',
    LANDING_FEATURES_TEXT: 'Every post rests on sound nutrition research, in everyday words you can use at your next meal.',
    LANDING_FEATURE_1_TITLE: 'Nutrition',
    LANDING_FEATURE_1_TEXT: 'Fiber, protein, vitamins and minerals: what each one does, how much you need and where to find it.',
    LANDING_FEATURE_2_TITLE: 'Home recipes',
    LANDING_FEATURE_2_TEXT: 'Tasty dishes with less oil and salt: simple steps, easy ingredients, doable on a busy weekday.',
    LANDING_FEATURE_3_TITLE: 'Prevention',
    LANDING_FEATURE_3_TEXT: 'Blood pressure, blood sugar, cholesterol and gut health: a base of good food against chronic disease.',
    LANDING_GRID_TITLE: 'Good habits made simple',
    LANDING_GRID_TEXT: 'Start with one plate and adjust step by step: no need to change everything at once.',
    LANDING_GRID_1_TITLE: 'The balanced plate',
    LANDING_GRID_1_TEXT: 'Half vegetables, a quarter whole grains, a quarter protein: set it out and you eat well.',
    LANDING_GRID_2_TITLE: 'Ten-minute breakfast',
    LANDING_GRID_2_TEXT: 'Oats, eggs and fruit in quick combinations, ready before you leave.',
    LANDING_GRID_3_TITLE: 'Stay hydrated',
    LANDING_GRID_3_TEXT: 'How much to drink in the heat, when you exercise or as you age, and how.',
    LANDING_GRID_4_TITLE: 'Read the label',
    LANDING_GRID_4_TEXT: 'Calories, sodium and sugar: compare packaged foods in three minutes.',
    LANDING_GRID_5_TITLE: 'Heart-friendly eating',
    LANDING_GRID_5_TEXT: 'Good fats, fish and nuts: everyday choices that look after your heart.',
    LANDING_GRID_6_TITLE: 'Food for good sleep',
    LANDING_GRID_6_TEXT: 'Magnesium, tryptophan and dinner time: eat right and sleep better.',
    LANDING_TESTIMONIAL_QUOTE: 'Three months of following the plate method here: no more afternoon slumps, and my check-up numbers look better. The posts are easy to read and practical, my weekly must-read.',
    LANDING_TESTIMONIAL_NAME: 'Ms Lin',
    LANDING_TESTIMONIAL_ROLE: 'Reader and office worker, Taipei',
    LANDING_NEWSLETTER_TITLE: 'A weekly letter on eating well',
    LANDING_NEWSLETTER_TEXT: 'New posts, seasonal recipes and nutrition tips in your inbox every week. Unsubscribe any time.',
  },
}

/** landing's settings with its copy in the page's language. */
export const landingCopyOf = (ctx: Pick<ThemeContext, 'lang' | 'site'>): LandingSettings => copyFor(ctx, landingConfig, LANDING_TRANSLATIONS, LANDING_DEFAULTS)

/** The three feature cards, from the numbered keys. */
export function featureCards(c: LandingSettings = landingConfig) {
  return [
    { title: c.LANDING_FEATURE_1_TITLE, text: c.LANDING_FEATURE_1_TEXT },
    { title: c.LANDING_FEATURE_2_TITLE, text: c.LANDING_FEATURE_2_TEXT },
    { title: c.LANDING_FEATURE_3_TITLE, text: c.LANDING_FEATURE_3_TEXT },
  ]
}

/** The six grid items, from the numbered keys. */
export function gridItems(c: LandingSettings = landingConfig) {
  return [
    { title: c.LANDING_GRID_1_TITLE, text: c.LANDING_GRID_1_TEXT },
    { title: c.LANDING_GRID_2_TITLE, text: c.LANDING_GRID_2_TEXT },
    { title: c.LANDING_GRID_3_TITLE, text: c.LANDING_GRID_3_TEXT },
    { title: c.LANDING_GRID_4_TITLE, text: c.LANDING_GRID_4_TEXT },
    { title: c.LANDING_GRID_5_TITLE, text: c.LANDING_GRID_5_TEXT },
    { title: c.LANDING_GRID_6_TITLE, text: c.LANDING_GRID_6_TEXT },
  ]
}
