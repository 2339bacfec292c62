// The rows that are not ordinary posts: the About page, an Invisible page, a Draft, notices
// and the menu. Their order matters: SubMenu rows belong to the Menu row right above them.
import { bold, bullets, callout, h2, link, p, pageMention, subpage, type RowSpec, type WorkspaceSpec } from './dsl'

/** A page of the same workspace that is not under the blog's database: never part of the site. */
export const OUTSIDE_NOTES = 'editor-private-notes'
export const outsidePages: NonNullable<WorkspaceSpec['outside']> = [
  { key: OUTSIDE_NOTES, title: '編輯部私人筆記', body: [p('工作區裡的私人筆記：不屬於部落格，網站永遠不該顯示這一頁。')] },
]

export const aboutPage: RowSpec = {
  title: '關於本站',
  type: 'Page',
  status: 'Published',
  slug: 'about',
  summary: '「食在安心・健康誌」是一個分享健康飲食與營養知識的小站。',
  icon: '🌿',
  date: '2023-09-20',
  cover: '/files/site-cover.webp',
  body: [
    p('嗨，歡迎來到「食在安心・健康誌」。這裡整理日常飲食、營養素、疾病預防與簡單食譜的實用資訊，希望讓「吃得健康」這件事變得輕鬆一點。'),
    h2('我們相信'),
    bullets('沒有神奇食物，只有長期的好習慣', '好吃和健康可以兼顧', '資訊要清楚、有根據，也要說明限制'),
    h2('聯絡方式'),
    p('有任何建議或想看的主題，歡迎來信：', link('hello@example.com', 'mailto:hello@example.com'), '。'),
    callout('⚕️', [bold('免責聲明'), '：本站內容僅供一般健康知識參考，不能取代醫師、營養師等專業人員的診斷與建議。'], 'gray_background'),
    p('編輯部的選題都記在工作區的另一頁（', pageMention(OUTSIDE_NOTES), '），那一頁不公開。'),
  ],
}

export const hiddenPage: RowSpec = {
  title: '編輯部筆記（不公開列出）',
  type: 'Page',
  status: 'Invisible',
  slug: 'hidden-notes',
  summary: '知道網址的人才看得到的頁面，不會出現在列表、搜尋與網站地圖中。',
  icon: '📝',
  date: '2024-06-01',
  body: [
    p('這是一個狀態為 Invisible 的頁面：知道網址的人可以直接打開，但它不會出現在文章列表、分類、標籤與搜尋結果裡。'),
    bullets('下一季主題：高齡營養', '待補：外食熱量對照表'),
    subpage('高齡營養選題草稿', '🗂️', p('這一頁在不公開的頁面底下，所以網站上不存在。')),
  ],
}

export const draftPost: RowSpec = {
  title: '草稿：含糖飲料與健康的討論',
  type: 'Post',
  status: 'Draft',
  slug: 'draft-sugary-drinks',
  summary: '尚未完成的草稿，任何地方都不應該出現。',
  category: '飲食',
  tags: ['減重'],
  icon: '🥤',
  date: '2026-10-20',
  body: [p('草稿內容：這篇文章還在撰寫中，永遠不該被公開。')],
}

export const notices: RowSpec[] = [
  { key: 'notice-meal-plan', title: '新專欄上線：會員限定一週健康餐單', type: 'Notice', status: 'Published', slug: '/article/members-meal-plan', date: '2026-01-18' },
  { key: 'notice-autumn', title: '秋季當令蔬菜特輯，現在就來看看', type: 'Notice', status: 'Published', slug: '/article/seasonal-vegetables-autumn', date: '2026-10-12' },
  { key: 'notice-disclaimer', title: '本站內容僅供參考，不能取代專業醫療建議', type: 'Notice', status: 'Published', slug: '/about', date: '2023-09-20' },
]

export const menus: RowSpec[] = [
  { key: 'menu-about', title: '關於', type: 'Menu', status: 'Published', slug: '/about', icon: '🌿' },
  { key: 'menu-resources', title: '資源', type: 'Menu', status: 'Published', slug: '#', icon: '📚' },
  { key: 'submenu-fiber', title: '膳食纖維指南', type: 'SubMenu', status: 'Published', slug: '/article/fiber-daily-guide', icon: '🥦' },
  { key: 'submenu-hpa', title: '國民健康署', type: 'SubMenu', status: 'Published', slug: 'https://www.hpa.gov.tw/', icon: '🏥' },
  { key: 'menu-archive', title: '封存', type: 'Menu', status: 'Published', slug: '/archive', icon: '🗂️' },
]
