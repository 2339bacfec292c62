// Leafpress site settings — the one file a site owner edits.
//
// Every key can also be set by an environment variable of the same name (see .env.example and
// docs/CONFIGURATION.md); the environment wins over this file. Values are checked when the
// server starts: a wrong value stops the start with the key, the value and the fix.

const blogConfig = {
  // ── Site ────────────────────────────────────────────────────────────────────────────────
  /** interface language: en-US, zh-CN, zh-HK, zh-TW, fr-FR, tr-TR, ja-JP (env BLOG_LANG) */
  LANG: 'zh-CN',
  /** true: a visitor's browser language (Accept-Language) wins over LANG when Leafpress speaks it;
   * false: every visitor gets LANG until they pick another language in the switcher */
  LANG_FROM_BROWSER: true,
  /** default theme (a visitor may pick another with ?theme= or the theme switch) */
  THEME: 'heo',
  /** public URL of the site, used for canonical links, feeds and the sitemap */
  LINK: 'https://leafpress.example.com',
  /** serve the site under a path of an existing domain, e.g. '/blog' ('' = at the root) */
  SUB_PATH: '',
  /** author name: footer, info card, copyright block, feeds and article metadata */
  AUTHOR: '小葉',
  /** one line about the author, shown with the name (e.g. in the top bar while scrolling) */
  BIO: '營養師・用好好吃飯照顧自己',
  /** comma-separated keywords for the <meta name="keywords"> of list pages */
  KEYWORDS: '健康飲食, 營養, 食譜, 疾病預防',
  /** a site in several languages (a database per language, see .env.example): the author's name
   * as each other language writes it, by locale; a language without one shows AUTHOR */
  AUTHOR_BY_LANGUAGE: { 'en-US': 'Xiaoye' } as Record<string, string>,
  /** BIO in each other language, by locale; a language without one shows the default's */
  BIO_BY_LANGUAGE: { 'en-US': 'Dietitian · eating well to look after yourself' } as Record<string, string>,
  /** KEYWORDS in each other language, by locale; a language without them shows the default's */
  KEYWORDS_BY_LANGUAGE: { 'en-US': 'healthy eating, nutrition, recipes, disease prevention' } as Record<string, string>,
  /** fallback description when the Notion database has none */
  DESCRIPTION: '用科學與好味道，陪你好好吃飯。',
  /** optional website registration number shown in the footer (e.g. an ICP number) */
  BEI_AN: '',
  /** year the site started (footer copyright) */
  SINCE: 2023,
  /** day the site was created (analytics card counts days since) */
  CREATED: '2023-09-21',

  // ── Appearance ─────────────────────────────────────────────────────────────────────────
  /** 'light', 'dark' or 'auto' (auto = system preference or the dark window below) */
  APPEARANCE: 'light',
  /** in auto mode, dark from this hour … */
  APPEARANCE_DARK_START: 21,
  /** … until this hour (local time of the visitor) */
  APPEARANCE_DARK_END: 7,
  /** page background colour behind the theme in light mode (--site-bg) */
  BACKGROUND_LIGHT: '#eeeeee',
  /** page background colour behind the theme in dark mode (--site-bg) */
  BACKGROUND_DARK: '#000000',

  // ── Lists ──────────────────────────────────────────────────────────────────────────────
  /** posts per list page (home, category, tag) */
  POSTS_PER_PAGE: 12,
  /** 'page' = numbered pages; anything else = infinite scroll */
  POST_LIST_STYLE: 'page',
  /** how many related posts under an article */
  POST_RECOMMEND_COUNT: 6,
  /** lines of the article shown as a preview in lists when POST_LIST_PREVIEW is on */
  POST_PREVIEW_LINES: 12,
  PREVIEW_CATEGORY_COUNT: 16,
  PREVIEW_TAG_COUNT: 16,
  /** 'date' (the date property, newest first) or 'notion' (the database view's order) */
  POSTS_SORT_BY: 'date',
  /** URL prefix of posts: /article/<slug> */
  POST_URL_PREFIX: 'article',
  /**
   * scheduled posts: a Published post whose date and time are still ahead stays hidden from
   * readers until then and appears on its own within REVALIDATE_SECONDS after it (off: the date
   * is only what the post shows)
   */
  SCHEDULE_POSTS: false,
  /** the time zone of post dates that carry none of their own (an IANA name: Asia/Taipei) */
  TIMEZONE: 'UTC',

  // ── Data ───────────────────────────────────────────────────────────────────────────────
  /**
   * how often a running server reads each Notion database again to find changes: an edit is
   * live within this plus one render with no webhook, and only pages showing what changed are
   * rendered again (sub-pages, which no row dates, are rendered again this often while read).
   * Read when the server starts (no rebuild). On Vercel, where no process runs between requests,
   * it sets the data's freshness only (pages keep a 30 s window: docs/DEPLOYMENT.md)
   */
  REVALIDATE_SECONDS: 30,

  // ── Feeds ──────────────────────────────────────────────────────────────────────────────
  /** serve /feed (RSS 2.0), /atom.xml and /feed.json */
  ENABLE_RSS: true,

  // ── Menus (header) ─────────────────────────────────────────────────────────────────────
  /** show 'home' in the menu */
  MENU_INDEX: true,
  /** show 'categories' in the menu */
  MENU_CATEGORY: true,
  /** show 'tags' in the menu */
  MENU_TAG: true,
  /** show 'archive' in the menu */
  MENU_ARCHIVE: true,
  /** show 'search' in the menu */
  MENU_SEARCH: true,

  // ── Notion database: property names and values ─────────────────────────────────────────
  /** the names of your database's properties (env NOTION_PROPERTY_<NAME>, e.g. NOTION_PROPERTY_PASSWORD) */
  NOTION_PROPERTY_NAME: {
    password: 'password',
    type: 'type',
    title: 'title',
    status: 'status',
    summary: 'summary',
    slug: 'slug',
    category: 'category',
    date: 'date',
    tags: 'tags',
    icon: 'icon',
    /** a site in several languages: the slug or id of this post's translation in another
     * language's database, when their slugs differ (equal slugs pair by themselves) */
    translation: 'translation',
  },
  /** the values of the type and status properties (env NOTION_VALUE_<NAME>, e.g. NOTION_VALUE_TYPE_POST) */
  NOTION_VALUE_NAME: {
    typePost: 'Post',
    typePage: 'Page',
    typeNotice: 'Notice',
    typeMenu: 'Menu',
    typeSubMenu: 'SubMenu',
    statusPublished: 'Published',
    statusInvisible: 'Invisible',
  },
}

export default blogConfig
export type BlogConfigFile = typeof blogConfig
