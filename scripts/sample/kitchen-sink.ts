// The kitchen-sink body: every block type and every rich-text decoration the renderer must
// handle, in one page. It is a function because scripts/gen-workspace.ts reuses it for its
// synthetic posts, with other link targets and its own database keys.
import {
  alias,
  authorMention,
  bold,
  bookmark,
  breadcrumb,
  bullets,
  button,
  callout,
  code,
  codeBlock,
  color,
  colored,
  columns,
  dateMention,
  divider,
  equation,
  fullPageDatabase,
  githubObject,
  h1,
  h2,
  h3,
  image,
  inlineDatabase,
  inlineEquation,
  italic,
  link,
  linkMention,
  marks,
  media,
  numbered,
  p,
  pageMention,
  quote,
  rich,
  strike,
  subpage,
  synced,
  syncedRef,
  table,
  tabs,
  toc,
  todo,
  toggle,
  underline,
  type Body,
  type DatabaseSpec,
} from './dsl'

/** Local files the kitchen sink references (written by scripts/sample/files.ts). */
export const KITCHEN_FILES = {
  image: '/files/ks-salad.webp',
  driveThumb: '/files/ks-drive-thumb.webp',
  bookmarkIcon: '/files/bookmark-icon.webp',
  bookmarkCover: '/files/bookmark-cover.webp',
  pdf: '/files/weekly-menu.pdf',
  audio: '/files/kitchen-timer.wav',
} as const

function foodTable(key: string, covers: string[]): DatabaseSpec {
  // every row is a page with a short body of its own (a reader can open it from the table or a card)
  const row = (name: string, cat: string, kcal: number, fiber: number, daily: boolean, note: string, i: number) => ({
    properties: { title: rich(name), 'Q]c:': rich(cat), 'k<Al': rich(String(kcal)), 'f!br': rich(String(fiber)), 'd~Ly': rich(daily ? 'Yes' : 'No'), 'n0te': rich(note) },
    cover: covers[i % covers.length],
    body: [
      p(`${name}屬於${cat}類，每100公克大約 ${kcal} 大卡、膳食纖維 ${fiber} 公克。`),
      bullets(note, daily ? '適合每天吃' : '一週吃幾次就好'),
    ],
  })
  return {
    key,
    name: '常見食材營養速查',
    description: '每100公克的大約數值，僅供參考。',
    icon: '🥗',
    schema: {
      title: { name: '食材', type: 'title' },
      'Q]c:': {
        name: '分類',
        type: 'select',
        options: [
          { id: 'veg', color: 'green', value: '蔬菜' },
          { id: 'fru', color: 'orange', value: '水果' },
          { id: 'grn', color: 'brown', value: '全穀' },
          { id: 'pro', color: 'blue', value: '蛋白質' },
        ],
      },
      'k<Al': { name: '熱量（大卡）', type: 'number', number_format: 'number' },
      'f!br': { name: '膳食纖維（公克）', type: 'number', number_format: 'number' },
      'd~Ly': { name: '每日推薦', type: 'checkbox' },
      'n0te': { name: '備註', type: 'text' },
    },
    rows: [
      row('地瓜葉', '蔬菜', 30, 3.1, true, '炒或燙都好吃', 0),
      row('芭樂', '水果', 38, 5.0, true, '連皮吃纖維更多', 1),
      row('燕麥', '全穀', 389, 10.6, true, '早餐首選', 2),
      row('板豆腐', '蛋白質', 88, 0.6, false, '植物性蛋白質', 3),
      row('鯖魚', '蛋白質', 300, 0, false, '富含 Omega-3', 4),
    ],
    views: [
      { type: 'table', name: '表格' },
      { type: 'gallery', name: '卡片' },
    ],
  }
}

function shoppingLog(key: string): DatabaseSpec {
  return {
    key,
    name: '每週採買紀錄',
    icon: '🛒',
    schema: {
      title: { name: '週次', type: 'title' },
      'sp;t': { name: '花費', type: 'number', number_format: 'new_taiwan_dollar' },
      'wk@d': { name: '日期', type: 'date' },
    },
    rows: [1, 2, 3].map((w) => ({
      properties: {
        title: rich(`第 ${w} 週`),
        'sp;t': rich(String(1200 + w * 85)),
        'wk@d': [['‣', [['d', { type: 'date', start_date: `2025-10-0${w * 2}` }]]]],
      },
    })),
    views: [{ type: 'list', name: '清單' }],
  }
}

export interface KitchenSinkRefs {
  /** slug of a post to mention inline and to show as a linked page (alias) */
  related: string
  /** slug of another post, mentioned in a callout */
  another: string
  /** prefix for database ids; unique per page */
  key: string
  /** covers for the gallery view's cards */
  covers: string[]
}

export function kitchenSinkBody(r: KitchenSinkRefs): Body {
  const F = KITCHEN_FILES
  return [
    callout('🧪', ['這篇文章示範本站支援的', bold('所有區塊'), '，方便檢查版面。內容本身也是一份營養素小筆記。'], 'blue_background'),
    toc('gray'),
    h1('文字與標記'),
    p(
      '一段包含各種標記的文字：', bold('粗體'), '、', italic('斜體'), '、', strike('刪除線'), '、', underline('底線'), '、',
      code('inline code'), '、', link('外部連結', 'https://www.hpa.gov.tw/'), '、', color('紅色文字', 'red'), '、',
      color('藍色底色', 'blue_background'), '、', marks('粗斜體綠字', ['b'], ['i'], ['h', 'teal']), '。行內公式 ', inlineEquation('E=mc^2'),
      '；提到另一篇文章 ', pageMention(r.related), '；日期 ',
      dateMention({ type: 'datetime', start_date: '2024-01-02', start_time: '10:00', time_zone: 'Asia/Taipei' }),
      '；作者 ', authorMention(), '；連結提及 ', linkMention('https://www.who.int/health-topics/nutrition', 'WHO Nutrition'), '。',
    ),
    colored(p('這一段整段設定了橘色背景，提醒每天攝取足夠的膳食纖維與營養素。'), 'orange_background'),
    h2('清單'),
    bullets(
      '深綠色蔬菜',
      { text: '全穀雜糧', children: bullets('糙米', { text: '燕麥', children: bullets('傳統燕麥片', '即食燕麥') }) },
      [bold('豆魚蛋肉'), '，依序優先'],
    ),
    numbered(
      '先吃蔬菜',
      { text: '再吃蛋白質', children: numbered('豆腐或魚', { text: '蛋或肉', children: numbered('水煮蛋', '去皮雞肉') }) },
      '最後吃澱粉',
    ),
    h3('待辦'),
    todo('今天喝滿 2000 毫升的水', true),
    todo('晚餐多一份蔬菜', false),
    {
      ...h3('可以收合的小標題'),
      format: { toggleable: true, block_color: 'teal' },
      children: [p('收合標題裡的內容：每天一把原味堅果，約一湯匙的份量。')],
    },
    toggle('點開看看：為什麼要多喝水？', p('膳食纖維需要水分才能發揮作用，水喝太少反而容易便秘。')),
    quote('吃得均衡，比吃得昂貴更重要。'),
    colored(quote('有顏色的引言。'), 'purple'),
    divider(),
    h1('數學與程式'),
    equation('\\text{BMI} = \\frac{\\text{體重(kg)}}{\\text{身高(m)}^2}'),
    codeBlock(
      'TypeScript',
      "export function bmi(weightKg: number, heightM: number): number {\n  return Math.round((weightKg / (heightM * heightM)) * 10) / 10\n}\n\nconsole.log(bmi(60, 1.65)) // 22",
      'TypeScript：計算 BMI',
    ),
    codeBlock(
      'Python',
      'def fiber_goal(kcal: int) -> float:\n    """每 1000 大卡約 14 公克膳食纖維"""\n    return round(kcal / 1000 * 14, 1)\n\nprint(fiber_goal(1800))  # 25.2',
      'Python：每日膳食纖維目標',
    ),
    h1('媒體'),
    image(F.image, '一碗色彩豐富的蔬菜沙拉（本站繪製的示意圖）', 720, 9 / 16),
    media('video', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', { block_width: 640, block_aspect_ratio: 0.5625, display_source: 'https://www.youtube.com/embed/aqz-KE-bpKQ' }, '影片示範'),
    media('audio', F.audio, {}, '廚房計時器的提示音'),
    media('pdf', F.pdf, { block_width: 600, block_height: 400 }),
    {
      type: 'file',
      properties: { title: [['一週餐單.pdf']], size: [['1.2KB']], source: [[F.pdf]] },
    },
    {
      type: 'drive',
      format: {
        drive_status: { authed: true, last_fetched: 1735689600000 },
        drive_properties: {
          url: 'https://drive.google.com/file/d/1LeafpressSampleDriveFile/view?usp=drivesdk',
          icon: 'https://drive-thirdparty.googleusercontent.com/64/type/application/pdf',
          title: '一週採買清單.pdf',
          file_id: '1LeafpressSampleDriveFile',
          trashed: false,
          version: '3',
          thumbnail: F.driveThumb,
          user_name: '葉子',
          modified_time: 1735689600000,
        },
      },
    },
    h1('嵌入內容'),
    media('embed', 'https://www.openstreetmap.org/export/embed.html?bbox=121.50%2C25.02%2C121.58%2C25.06&layer=mapnik', { block_width: 640, block_height: 360 }, '一般嵌入'),
    media('tweet', 'https://twitter.com/leafpress_demo/status/1790000000000000001'),
    media('maps', 'https://www.google.com/maps/place/Taipei+101', { block_width: 640, block_height: 360, display_source: 'https://maps.google.com/maps?q=Taipei%20101&output=embed' }),
    media('figma', 'https://www.figma.com/file/LeafpressDemo/Healthy-Plate', { block_width: 640, block_height: 450, display_source: 'https://www.figma.com/embed?embed_host=notion&url=https://www.figma.com/file/LeafpressDemo/Healthy-Plate' }),
    media('typeform', 'https://form.typeform.com/to/LeafDemo', { block_width: 640, block_height: 480 }),
    media('codepen', 'https://codepen.io/leafpress/pen/qBxyzAb', { block_width: 640, block_height: 400, display_source: 'https://codepen.io/leafpress/embed/preview/qBxyzAb' }),
    media('excalidraw', 'https://excalidraw.com/#json=LeafDemo,KeyDemo', { block_width: 640, block_height: 400 }),
    media('gist', 'https://gist.github.com/leafpress/5f0c8e4a2b1d3c6e7f8091a2b3c4d5e6'),
    bookmark('https://www.hpa.gov.tw/', '衛生福利部國民健康署', '每日飲食指南、國民飲食指標與各種健康資訊。', F.bookmarkIcon, F.bookmarkCover),
    githubObject('https://github.com/NotionX/react-notion-x', 'react-notion-x'),
    h1('版面'),
    columns(
      [0.5, h3('左欄'), p('蔬菜佔餐盤的一半，顏色越多越好。')],
      [0.25, callout('🥚', '蛋白質佔四分之一。', 'yellow_background')],
      [0.25, callout('🍠', '全穀佔四分之一。', 'brown_background')],
    ),
    table({
      columns: ['m3al', 'f00d', 'p0rt'],
      widths: [120, 240, 120],
      columnHeader: true,
      rowHeader: true,
      rows: [
        [['餐別'], ['建議內容'], ['份量']],
        [['早餐'], ['燕麥、雞蛋、水果'], ['中']],
        [['午餐'], [bold('糙米飯'), '、兩樣蔬菜、魚'], ['大']],
        [['晚餐'], ['豆腐、蔬菜湯'], ['小']],
      ],
    }),
    callout('💚', ['綠色背景的提示框，另一篇延伸閱讀：', pageMention(r.another)], 'teal_background'),
    callout('📌', '沒有背景色、只有文字顏色的提示框。', 'red'),
    h1('頁面與資料庫'),
    {
      ...subpage(
        '延伸閱讀：蔬菜的顏色密碼',
        '🌈',
        p('紅色的番茄、橘色的胡蘿蔔、綠色的菠菜、紫色的茄子，各有不同的植化素。'),
        bullets('每天至少三種顏色', '深綠色蔬菜至少一份'),
        subpage(
          '紅色蔬果與茄紅素',
          '🍅',
          breadcrumb(),
          toc('gray'),
          h2('為什麼要加油烹調'),
          p('茄紅素是脂溶性的植化素，番茄加一點油炒過，身體吸收得更好。'),
          equation('\\text{每日蔬果} \\geq 5\\ \\text{份}'),
          h2('一道簡單的番茄炒蛋'),
          codeBlock('TypeScript', 'const tomatoEggs = { tomatoes: 2, eggs: 3, oil: "1 tbsp" }', '番茄炒蛋的材料'),
          image(KITCHEN_FILES.image, '番茄與蔬菜沙拉'),
        ),
      ),
      key: 'veg-colours',
    },
    p('子頁面也能在文字裡提到：', pageMention(`${r.key}#veg-colours`), '。'),
    alias(r.related),
    inlineDatabase(foodTable(`${r.key}/foods`, r.covers)),
    fullPageDatabase(shoppingLog(`${r.key}/shopping`)),
    h1('同步區塊'),
    synced('daily-tip', p('同步區塊：這段每日小提醒會出現在好幾個地方。'), bullets('多喝水', '多走路')),
    p('下面是同一個同步區塊的引用：'),
    syncedRef('daily-tip'),
    h1('分頁、按鈕與路徑'),
    breadcrumb(),
    tabs(
      ['早餐', p('早餐吃得好，上午比較不容易餓。'), bullets('燕麥加牛奶', '水煮蛋', '一份水果')],
      [
        '午餐',
        h2('午餐便當怎麼配'),
        numbered('半格蔬菜', '四分之一格糙米飯', '四分之一格魚或豆腐'),
        codeBlock('TypeScript', "const bento = { veg: 0.5, grain: 0.25, protein: 0.25 }", '便當的比例'),
        image(F.image, '午餐的蔬菜沙拉', 480),
      ],
      ['晚餐', p('晚餐清淡一點，睡前三小時吃完。')],
    ),
    button('看蔬菜的顏色密碼', { openPage: 'veg-colours' }, 'teal_background'),
    button('國健署每日飲食指南', { openUrl: 'https://www.hpa.gov.tw/' }),
    button('訂閱每週菜單', {
      webhook: { url: 'https://hooks.example.com/leafpress-sample/weekly-menu', headers: { Authorization: 'Bearer sample-webhook-secret' }, body: '{"list":"weekly-menu"}' },
    }),
  ]
}
