// 繁體中文（香港）：台灣繁體（locales/zh-TW.ts）為底，只寫香港用語不同之處。
import type { Strings } from './en-US'
import { mergeStrings } from '../lib/i18n/merge'
import zhTW from './zh-TW'

const zhHK: Strings = mergeStrings(zhTW, {
  LOCALE: 'zh-HK',
  LANGUAGE_NAME: '繁體中文（香港）',
  MENU: {
    MAIL: '電郵',
    OPEN_MENU: '打開選單',
  },
  NAV: {
    // the 404's button keeps the site's own wording (as zh-TW, zh-CN)
    BACK_HOME: '回到首頁',
    TOP: '返回頂部',
    OPEN_SIDEBAR: '打開側欄',
    CLOSE_SIDEBAR: '關閉側欄',
    PAGE_NOT_FOUND: '找不到此頁面',
    PAGE_NOT_FOUND_DESC: '你要找的頁面不存在或已被移除。',
    REDIRECT_HOME: '{seconds} 秒後返回主頁…',
  },
  COMMON: {
    RECOMMENDED_POSTS: '推介文章',
    MORE_RECOMMENDATIONS: '更多推介',
    LEARN_MORE: '了解更多',
    BLOG: '網誌',
    POST_COUNT: '文章數目',
    NO_TAG: '沒有標籤',
    SCAN_QR_CODE: '掃描二維碼分享',
    VISITORS: '訪客人數',
    DAYS_SINCE: '運作日數',
    DAYS_SINCE_N: '已運作 {n} 日',
    COPYRIGHT_NOTICE: '除特別聲明外，本網誌所有文章均採用 CC BY-NC-SA 4.0 授權條款，轉載請註明出處。',
    SCROLL_TO_TOP: '返回頂部',
    GOOD_MORNING: '早晨',
    GOOD_NIGHT: '夜深了，早啲休息',
    EMAIL_PLACEHOLDER: '你的電郵地址',
    EMAIL_INVALID: '請輸入有效的電郵地址，例如 name@example.com',
    ARTICLE_LOCKED: '此文章受密碼保護',
    TOO_MANY_ATTEMPTS: '嘗試次數太多，請於 {seconds} 秒後再試。',
    SUBMIT: '提交',
  },
  SEARCH: {
    PLACEHOLDER: '在此輸入搜尋關鍵字...',
    RESULTS: '共搜尋到 {n} 項結果，用時 {ms} 毫秒',
    RESULTS_COUNT: '{n} 項結果',
    TRY_DIFFERENT: '試試其他或較少的關鍵字',
    ERROR: '搜尋出錯，請稍後再試',
    UNAVAILABLE: '託管搜尋暫時無法使用，以下為站內搜尋結果',
  },
  POST: {
    TOP: '頂部',
    COLLAPSE: '收起',
    READ_PROGRESS: '已閱讀 {n}%',
    BODY_UNAVAILABLE: '本文全文暫時未能載入。恢復後會自動顯示在這裡，請稍後重新載入頁面。',
    DATABASE_UNAVAILABLE: '此數據庫暫時未能在這裏顯示。',
  },
})

export default zhHK
