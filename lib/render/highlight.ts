// Code highlighting on the server with shiki: one lazily created highlighter per process, a fixed
// set of common languages, the JavaScript regex engine (no WASM to bundle), and dual light/dark
// themes emitted as CSS variables so `.dark` switches colours without any client JS.
import 'server-only'
import type { HighlighterCore, ThemeRegistrationRaw } from 'shiki/core'
import { readableOn } from './contrast'

export const LIGHT_THEME = 'github-light'
export const DARK_THEME = 'github-dark'

// Languages loaded up front. Kept to what blogs commonly show: each grammar costs start-up time.
const LANGS = {
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  scss: () => import('shiki/langs/scss.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  cpp: () => import('shiki/langs/cpp.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  docker: () => import('shiki/langs/docker.mjs'),
  graphql: () => import('shiki/langs/graphql.mjs'),
  lua: () => import('shiki/langs/lua.mjs'),
  r: () => import('shiki/langs/r.mjs'),
  dart: () => import('shiki/langs/dart.mjs'),
  scala: () => import('shiki/langs/scala.mjs'),
  haskell: () => import('shiki/langs/haskell.mjs'),
  elixir: () => import('shiki/langs/elixir.mjs'),
  latex: () => import('shiki/langs/latex.mjs'),
  makefile: () => import('shiki/langs/makefile.mjs'),
  'objective-c': () => import('shiki/langs/objective-c.mjs'),
} as const

type LangId = keyof typeof LANGS

// Notion's language names (lower-cased) and common aliases → grammar ids.
const ALIASES: Record<string, LangId> = {
  js: 'javascript', flow: 'javascript', mjs: 'javascript', cjs: 'javascript',
  ts: 'typescript',
  shell: 'shellscript', bash: 'shellscript', sh: 'shellscript', zsh: 'shellscript', console: 'shellscript',
  ps: 'powershell', ps1: 'powershell',
  py: 'python',
  md: 'markdown',
  markup: 'html', htm: 'html', svg: 'xml',
  'c++': 'cpp', 'c#': 'csharp', cs: 'csharp', 'java/c/c++/c#': 'java',
  rb: 'ruby', kt: 'kotlin', rs: 'rust', golang: 'go',
  yml: 'yaml', dockerfile: 'docker', gql: 'graphql', tex: 'latex', make: 'makefile',
  'objective c': 'objective-c', objc: 'objective-c',
}

/** Notion's language label → a loaded grammar id, or null for plain text. */
export function resolveLanguage(label: unknown): LangId | null {
  if (typeof label !== 'string') return null
  const key = label.trim().toLowerCase()
  if (key in LANGS) return key as LangId
  return ALIASES[key] ?? null
}

let highlighter: Promise<HighlighterCore> | null = null
const loading = new Map<LangId, Promise<void>>()

/**
 * What a code block sits on: notion.css's --notion-bg-soft over a white card, and over a dark
 * card (#1d1e22, the darkest-but-one surface our themes use). Token colours are kept readable
 * (4.5:1, with a little margin) on these.
 */
const CODE_BACKGROUND = { light: '#f5f5f5', dark: '#2b2c2f' }

function readableTheme(theme: ThemeRegistrationRaw, bg: string): ThemeRegistrationRaw {
  const fix = (c: unknown) => (typeof c === 'string' ? readableOn(c, bg, 4.6) : c)
  return {
    ...theme,
    colors: theme.colors && { ...theme.colors, 'editor.foreground': fix(theme.colors['editor.foreground']) as string },
    tokenColors: theme.tokenColors?.map((t) => (t.settings?.foreground ? { ...t, settings: { ...t.settings, foreground: fix(t.settings.foreground) as string } } : t)),
  }
}

/** The shared highlighter, created on first use (themes only). A failed creation is retried next time. */
export function getHighlighter(): Promise<HighlighterCore> {
  if (!highlighter) {
    highlighter = (async () => {
      const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
        import('shiki/core'),
        import('shiki/engine/javascript'),
      ])
      return createHighlighterCore({
        themes: [
          import('shiki/themes/github-light.mjs').then((m) => readableTheme(m.default, CODE_BACKGROUND.light)),
          import('shiki/themes/github-dark.mjs').then((m) => readableTheme(m.default, CODE_BACKGROUND.dark)),
        ],
        langs: [],
        engine: createJavaScriptRegexEngine({ forgiving: true }),
      })
    })()
    highlighter.catch(() => {
      highlighter = null
    })
  }
  return highlighter
}

// Grammars of the fixed set are loaded the first time a page uses them: importing all of them up
// front costs ~2 s of start-up for languages most sites never show.
function ensureLanguage(shiki: HighlighterCore, lang: LangId): Promise<void> {
  let pending = loading.get(lang)
  if (!pending) {
    pending = shiki.loadLanguage(LANGS[lang]()).catch(() => {
      loading.delete(lang)
    })
    loading.set(lang, pending)
  }
  return pending
}

// Per line. shiki's default (500 ms) is hit by a grammar's first use on a busy machine (the
// JavaScript engine compiles its patterns then): the rest of the line lost its scopes, and the
// same TypeScript came out blue, orange or purple from one process to the next. Generous, but
// still a bound for a pathological line.
const TOKENIZE_LINE_MS = 5_000

/** Highlighted HTML (`<pre class="shiki …"><code>…`); unknown languages come out as plain text. */
export async function highlightCode(code: string, label: unknown): Promise<string> {
  const shiki = await getHighlighter()
  const themes = { light: LIGHT_THEME, dark: DARK_THEME }
  const lang = resolveLanguage(label)
  if (lang) {
    await ensureLanguage(shiki, lang)
    try {
      return shiki.codeToHtml(code, { lang, themes, tokenizeTimeLimit: TOKENIZE_LINE_MS })
    } catch {
      // A grammar that failed to load or chokes on odd input: plain text keeps the block readable.
    }
  }
  return shiki.codeToHtml(code, { lang: 'text', themes })
}
