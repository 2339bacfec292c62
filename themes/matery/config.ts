// matery's settings and copy. Every setting has its default here and may be overridden by an
// environment variable of the same name (`MATERY_HERO_TYPING=false`); the project's settings
// reader checks them at start, so a bad value stops the server with the key and the fix.
// The hero's typed lines are plain copy: edit `materyCopy` below (and its other languages' words
// in `materyCopyTranslations`).
// Relative imports only: next.config.ts checks these settings before any path alias exists.
import { intIn, memo, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'
import { copyFor, type CopyTranslations } from '../../lib/theme-kit/copy'
import type { ThemeContext } from '../../lib/theme-kit/types'

export const MATERY_DEFAULTS = {
  /** the tall cover banner (site title, typed lines) on the home's first page */
  MATERY_HERO_ENABLE: true,
  /** the hero's and the page banners' image ('' = the site cover) */
  MATERY_HERO_COVER: '',
  /** type the hero's lines letter by letter; off: the first line stands still */
  MATERY_HERO_TYPING: true,
  /** where the typed lines come from: true = materyCopy.hero.lines, false = the site description */
  MATERY_HERO_TYPING_COPY: true,
  /** milliseconds per typed letter (20–1000) */
  MATERY_HERO_TYPING_SPEED: 130,
  /** start over with the first line after the last one */
  MATERY_HERO_TYPING_LOOP: true,
  /** the row of category buttons under the hero and above category lists */
  MATERY_CATEGORY_CHIPS: true,
  /** the announcement card (the workspace's Notice rows) on the home's first page */
  MATERY_NOTICE: true,
  /** the summary under each card's cover */
  MATERY_POST_LIST_SUMMARY: true,
  /** show the first lines of the article text instead of the summary in list cards */
  MATERY_POST_LIST_PREVIEW: false,
  /** covers zoom in when the pointer is over a card */
  MATERY_POST_LIST_COVER_ZOOM: true,
  /** the cover of posts without one ('' = a teal-green gradient) */
  MATERY_POST_COVER_DEFAULT_IMAGE: '',
  /** the copyright block under an article */
  MATERY_ARTICLE_COPYRIGHT: true,
  /** recommended posts as small cards under an article */
  MATERY_ARTICLE_RECOMMEND: true,
  /** previous / next post cards under an article */
  MATERY_ARTICLE_ADJACENT: true,
  /** the table of contents (card on the right on desktop, drawer on phones) */
  MATERY_WIDGET_TOC: true,
  /** floating button: back to the top */
  MATERY_WIDGET_TO_TOP: true,
  /** floating button: light / dark */
  MATERY_WIDGET_DARK_MODE: true,
  /** floating button: search */
  MATERY_WIDGET_SEARCH: true,
}

export type MaterySettings = typeof MATERY_DEFAULTS

const optionalPathOrUrl: Check = (v) => (v === '' ? null : pathOrUrl(v))

export const MATERY_CHECKS: Partial<Record<keyof MaterySettings, Check>> = {
  MATERY_HERO_COVER: optionalPathOrUrl,
  MATERY_HERO_TYPING_SPEED: intIn(20, 1000),
  MATERY_POST_COVER_DEFAULT_IMAGE: optionalPathOrUrl,
}

export const readMaterySettings = (env: Env) => readSettings(MATERY_DEFAULTS, MATERY_CHECKS, env)

export const materyConfig: MaterySettings = memo(() => readMaterySettings(process.env))()

export const materyCopy = {
  hero: {
    /** typed one after another under the site title (MATERY_HERO_TYPING_COPY) */
    lines: ['好好吃飯，是照顧自己最溫柔的方式。', '用科學與好味道，陪你吃出健康。', '一日三餐，都是愛自己的練習。'],
  },
}

/**
 * The copy above is the site's default language's. A site in several languages (issue #31) gives
 * each other language its own words here, by locale; a language without them keeps the default's.
 * The sample's English database (content/sample-en) has this one.
 */
export const materyCopyTranslations: CopyTranslations<typeof materyCopy> = {
  'en-US': {
    // each fits one line of a 390 px phone (about 40 Latin letters), as the Chinese lines do
    hero: { lines: ['Eating well: the kindest self-care.', 'Science and good taste, for your health.', 'Every meal is a way to love yourself.'] },
  },
}

/** matery's copy in the page's language (lib/theme-kit/copy.ts). */
export const materyCopyOf = (ctx: Pick<ThemeContext, 'lang' | 'site'>) => copyFor(ctx, materyCopy, materyCopyTranslations)
