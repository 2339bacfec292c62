import { bold, bullets, callout, h2, h3, numbered, p, post, subpage, table } from '../dsl'

/** The password-locked post: its body must never leave the server before the password is verified. */
export const SECRET_SENTENCE = '這段內容只有輸入密碼後才能看見的秘密餐單。'
/** Text of the locked post's sub-page: under the same lock as the post. */
export const SECRET_SUB_SENTENCE = '會員採買清單：這一頁也只有輸入密碼後才能看見。'

export default post({
  title: '會員限定：一週健康餐單',
  slug: 'members-meal-plan',
  date: '2026-01-18',
  category: '飲食',
  tags: ['減重', '早餐'],
  icon: '🔒',
  summary: '營養師設計的七天餐單，附採買清單與備餐順序。本文需要密碼才能閱讀。',
  password: 'leafpress-2024',
  body: [
    p(SECRET_SENTENCE),
    subpage('會員採買清單', '🛒', p(SECRET_SUB_SENTENCE), bullets('燕麥一包', '無糖豆漿兩瓶', '當季蔬菜五樣')),
    p('這份餐單以每日約1600大卡設計，適合想溫和減重、活動量中等的成年人。每餐都有蔬菜、蛋白質與全穀，份量可以依照飢餓程度微調。'),
    h2('週一到週三'),
    table({
      columns: ['day', 'breakfast', 'lunch', 'dinner'],
      widths: [80, 200, 200, 200],
      rows: [
        [['日'], ['早餐'], ['午餐'], ['晚餐']],
        [['一'], ['燕麥優格碗'], ['雞胸肉糙米便當'], ['鮭魚、地瓜、炒菠菜']],
        [['二'], ['全麥蛋餅'], ['蕎麥麵沙拉'], ['豆腐味噌鍋']],
        [['三'], ['無糖豆漿、地瓜'], ['自助餐三菜一肉'], ['番茄蛋炒糙米飯']],
      ],
    }),
    h2('週四到週日'),
    h3('原則'),
    numbered('週四與週五延續前三天的組合，換一種魚或豆製品。', '週末可以安排一餐外食，依照餐盤分配法點餐。', '每天兩份水果，分在上午與下午。'),
    callout('🛒', [bold('採買清單'), '：燕麥、糙米、地瓜、雞胸肉、鮭魚、板豆腐、雞蛋、菠菜、花椰菜、番茄、當季水果。'], 'teal_background'),
    p('如果在執行過程中感到頭暈或非常疲倦，請增加主食份量，並諮詢專業人員。'),
    p('餐單中的每一餐都可以互相替換，例如週一的晚餐和週三的晚餐對調並不會影響整體的營養素比例。重點在於每天都吃到足夠的蔬菜、蛋白質與全穀，並且讓份量維持穩定。'),
    p('備餐建議在週日晚上進行：先煮好三天份的糙米飯分裝冷藏，雞胸肉用鹽水浸泡後水煮，蔬菜洗好瀝乾放進保鮮盒。平日只要加熱主食與蛋白質，再快速燙一份青菜，十分鐘內就能開飯。'),
  ],
})
