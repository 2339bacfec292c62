// A synthetic workspace of N posts for benchmarks and scale tests, built with the same
// builder as the sample site, so it has the same shapes.
//   npm run gen:workspace -- --posts 3000 --seed bench --out bench/out/workspace-3000
// Deterministic for a given (posts, seed): text, dates, tags and art come from a seeded PRNG.
// Every 50th post (and the first) carries the full kitchen-sink body, so every block type is
// present at any size; every 37th post is password-locked; every 97th is a Draft.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PALETTES, prng, type Motif } from '../lib/workspace/builder-art'
import { writeSnapshot } from '../lib/workspace/builder-io'
import {
  bold,
  buildWorkspace,
  bullets,
  callout,
  codeBlock,
  divider,
  h1,
  h2,
  h3,
  image,
  numbered,
  p,
  pageMention,
  quote,
  table,
  todo,
  toggle,
  type BlockSpec,
  type Body,
  type RowSpec,
  type WorkspaceSpec,
} from '../lib/workspace/snapshot-builder'
import { argValue, assertFilesExist } from './gen-sample'
import { commonFiles, cover } from './sample/files'
import { CATEGORY_COLORS, TAG_COLORS } from './sample/index'
import { KITCHEN_FILES, kitchenSinkBody } from './sample/kitchen-sink'
import { aboutPage, hiddenPage, menus, notices, outsidePages } from './sample/pages'

const COVER_COUNT = 8
const coverUrl = (k: number) => `/files/cover-${k + 1}.webp`
const CATEGORIES = Object.keys(CATEGORY_COLORS)
const TAGS = Object.keys(TAG_COLORS)

// Fragments for original filler text. Combined at random they read as plausible health notes
// and contain the words search tests look for (營養素, 膳食纖維) inside unspaced text.
const SUBJECTS = ['多吃深綠色蔬菜', '把白飯換成糙米', '每天一小把堅果', '規律的三餐', '足夠的睡眠', '飯後散步十五分鐘', '少喝含糖飲料', '每週吃兩次魚', '選擇原型食物', '慢慢咀嚼', '適量的優質蛋白質', '多喝白開水']
const EFFECTS = ['有助於穩定飯後血糖', '能讓腸道更順暢', '可以增加飽足感', '讓身體獲得更完整的營養素', '幫助補充膳食纖維', '對心血管健康有益', '能減少不必要的熱量', '讓精神更好', '有助於維持肌肉量', '能降低慢性疾病的風險']
const ADVICE = ['不需要一次到位，從一餐開始就好', '記得循序漸進，讓身體慢慢適應', '外食時也可以用同樣的原則挑選', '和家人一起做會更容易持續', '有慢性疾病的人請先和醫師討論', '份量比種類更重要', '搭配規律運動效果更好']
const ENGLISH = ['Omega-3', 'Mediterranean diet', 'DASH diet', 'GI (Glycemic Index)', 'HDL', 'LDL']
const TOPICS = ['膳食纖維', '蛋白質', '全穀雜糧', '蔬菜水果', '早餐', '外食', '睡眠', '血壓', '血糖', '好油脂', '維生素', '礦物質']
const SUFFIXES = ['的日常筆記', '怎麼吃才對', '入門指南', '常見問題', '一週實踐', '的小技巧']

type Rnd = () => number
const pick = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]

function sentence(rnd: Rnd): string {
  const english = rnd() < 0.08 ? `參考 ${pick(rnd, ENGLISH)} 的原則，` : ''
  return `${english}${pick(rnd, SUBJECTS)}${pick(rnd, EFFECTS)}，${pick(rnd, ADVICE)}。`
}

/** Sentences until about `maxChars` (at least one sentence, at most ~200 characters). */
function paragraph(rnd: Rnd, maxChars: number): string {
  let text = sentence(rnd)
  while (text.length < Math.min(maxChars - 30, 60 + rnd() * 140)) text += sentence(rnd)
  return text
}

/** A body of roughly `target` characters with 2–6 headings and a mix of common blocks. */
function syntheticBody(rnd: Rnd, target: number, neighbour: string | null): Body {
  const sections = Math.min(6, Math.max(2, Math.round(target / 450)))
  const perSection = target / sections
  const body: Body = []
  for (let s = 0; s < sections; s++) {
    const heading = s === 0 ? h1 : rnd() < 0.7 ? h2 : h3
    body.push(heading(`${pick(rnd, TOPICS)}${pick(rnd, SUFFIXES)}`))
    // Headings and the extra block take ~60 characters; paragraphs fill the rest.
    let written = 60
    do {
      const text = paragraph(rnd, perSection - written)
      written += text.length
      body.push(p(text))
    } while (written < perSection - 40)
    body.push(extraBlock(rnd, s))
  }
  if (neighbour) body.push(p('延伸閱讀：', pageMention(neighbour)))
  return body
}

/** One non-paragraph block, so ordinary posts exercise lists, quotes, code and more. */
function extraBlock(rnd: Rnd, i: number): BlockSpec | BlockSpec[] {
  switch (Math.floor(rnd() * 10)) {
    case 0:
      return bullets(pick(rnd, SUBJECTS), pick(rnd, SUBJECTS), { text: pick(rnd, SUBJECTS), children: bullets(pick(rnd, ADVICE)) })
    case 1:
      return numbered(pick(rnd, SUBJECTS), pick(rnd, SUBJECTS), pick(rnd, SUBJECTS))
    case 2:
      return quote(sentence(rnd))
    case 3:
      return callout('💡', [bold('小提醒：'), sentence(rnd)], 'yellow_background')
    case 4:
      return codeBlock('TypeScript', `const fiberGoal = (kcal: number) => Math.round((kcal / 1000) * 14)\nconsole.log(fiberGoal(${1500 + i * 100}))`, '每日膳食纖維目標')
    case 5:
      return [todo(pick(rnd, SUBJECTS), true), todo(pick(rnd, SUBJECTS), false)]
    case 6:
      return toggle('為什麼？', p(sentence(rnd)))
    case 7:
      return image(KITCHEN_FILES.image, '示意圖')
    case 8:
      return table({ columns: ['a', 'b'], rows: [[['項目'], ['建議']], [[pick(rnd, TOPICS)], [pick(rnd, ADVICE)]]] })
    default:
      return divider()
  }
}

const isLocked = (i: number) => i % 37 === 36

/** The k-th next post that is not locked (pages mentioning a locked post would carry its row). */
function neighbour(i: number, k: number, posts: number): number {
  let j = (i + k) % posts
  while (isLocked(j) && posts > 37) j = (j + 1) % posts
  return j
}

export interface WorkspaceOptions {
  posts: number
  seed: string
  /** two more posts a guest editor could write (bench/hostile.ts): `hostile-code`, 8 code blocks
   * of 93 KB, and `hostile-long`, 3 million characters in 3,000 paragraphs */
  hostile?: boolean
}

/** Posts that cost the most to render, for the benchmark of a server under hostile content. */
function hostileRows(): RowSpec[] {
  const line = (i: number) => `const value${i} = compute(${i}, "${'x'.repeat(40)}") // ${i}\n`
  const code = (k: number) => Array.from({ length: 1_500 }, (_, i) => line(k * 10_000 + i)).join('').slice(0, 93_000)
  const row = (slug: string, title: string, body: Body): RowSpec => ({
    title,
    type: 'Post',
    status: 'Published',
    slug,
    summary: title,
    category: CATEGORIES[0],
    date: '2026-10-30',
    tags: [],
    icon: '🧨',
    body,
  })
  return [
    row('hostile-code', '八段 93 KB 的程式碼', Array.from({ length: 8 }, (_, k) => codeBlock('TypeScript', code(k), `片段 ${k + 1}`))),
    row('hostile-long', '三百萬字的長文', Array.from({ length: 3_000 }, (_, i) => p(`第 ${i + 1} 段：${'膳食纖維與全穀雜糧的好處說也說不完。'.repeat(55)}`))),
  ]
}

export function workspaceSpec({ posts, seed, hostile }: WorkspaceOptions): WorkspaceSpec {
  const rnd = prng(`workspace/${seed}`)
  const slug = (i: number) => `post-${i + 1}`
  const start = Date.parse('2016-01-01T00:00:00Z')
  const span = Date.parse('2026-10-31T00:00:00Z') - start
  const rows: RowSpec[] = []
  for (let i = 0; i < posts; i++) {
    const date = new Date(start + Math.floor((span * i) / Math.max(1, posts - 1) / 86_400_000) * 86_400_000).toISOString().slice(0, 10)
    // Lengths skew short, like real blogs: most 300–1,200, some up to 3,000.
    const target = Math.round(330 + 2450 * rnd() ** 2)
    const kitchenSink = i % 50 === 0 && posts > 2
    const related = slug(neighbour(i, 1, posts))
    const another = slug(neighbour(i, 2, posts))
    const tags = [...new Set(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(rnd, TAGS)))]
    rows.push({
      title: `${pick(rnd, TOPICS)}${pick(rnd, SUFFIXES)} #${i + 1}`,
      type: 'Post',
      status: i % 97 === 96 ? 'Draft' : 'Published',
      slug: slug(i),
      summary: sentence(rnd),
      category: pick(rnd, CATEGORIES),
      date,
      tags,
      icon: pick(rnd, ['🥦', '🥗', '🍎', '🐟', '🥚', '🌾', '🫘', '🍵']),
      password: isLocked(i) ? `locked-${i + 1}` : undefined,
      cover: coverUrl(Math.floor(rnd() * COVER_COUNT)),
      body: kitchenSink
        ? kitchenSinkBody({ related, another, key: slug(i), covers: [coverUrl(0), coverUrl(1), coverUrl(2)] })
        : syntheticBody(rnd, target, posts > 1 && rnd() < 0.3 ? related : null),
    })
  }
  return {
    namespace: `leafpress-synthetic/${seed}`,
    title: `Leafpress 合成工作區（${posts} 篇）`,
    description: '用於效能測試與規模測試的合成資料。',
    icon: '🧪',
    cover: '/files/site-cover.webp',
    createdAt: '2026-11-01T00:00:00.000Z',
    author: { givenName: 'Bench', familyName: 'Leafpress', email: 'bench@example.com', photo: '/files/avatar.webp' },
    categories: CATEGORY_COLORS,
    tags: TAG_COLORS,
    // The same About/hidden pages, notices and menus as the sample, so routes behave alike.
    rows: [
      ...rows,
      ...(hostile ? hostileRows() : []),
      aboutPage,
      hiddenPage,
      ...notices.map((n) => ({ ...n, slug: '/about' })),
      ...menus.map((m) => (m.slug?.startsWith('/article/') ? { ...m, slug: `/article/${slug(0)}` } : m)),
    ],
    outside: outsidePages,
  }
}

export async function generateWorkspace(opts: WorkspaceOptions, outDir: string) {
  const built = buildWorkspace(workspaceSpec(opts))
  const files = await commonFiles()
  const motifs: Motif[] = ['bowl', 'molecule', 'heart', 'plate', 'leaf', 'cup']
  const palettes = Object.values(PALETTES).flat()
  for (let k = 0; k < COVER_COUNT; k++) {
    files.set(path.basename(coverUrl(k)), await cover(`synthetic-${k}`, motifs[k % motifs.length], palettes[k % palettes.length]))
  }
  assertFilesExist(built, files)
  writeSnapshot(outDir, built, files)
  return { built, files }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const posts = Number(argValue(args, '--posts') ?? 300)
  const seed = argValue(args, '--seed') ?? 'bench'
  if (!Number.isInteger(posts) || posts < 1) {
    console.error(`--posts must be a positive integer (got ${argValue(args, '--posts')}); e.g. --posts 3000`)
    process.exit(1)
  }
  const out = path.resolve(argValue(args, '--out') ?? path.join('bench', 'out', `workspace-${posts}`))
  const t0 = performance.now()
  generateWorkspace({ posts, seed }, out).then(
    ({ built, files }) =>
      console.log(`synthetic workspace (${posts} posts, seed ${seed}) → ${out}: ${built.pages.size} pages, ${files.size} files in ${Math.round(performance.now() - t0)} ms`),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
