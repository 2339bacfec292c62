// What a theme adds to the theme matrix (tests/e2e/theme-matrix.test.ts): checks of its own
// signature parts, exercised as a reader would, in real Chromium. The matrix itself checks what
// every theme must do (every route, 404, lock, dark mode, widths); a theme's file
// tests/e2e/themes/<name>.ts exports a ThemeSpec for what only it has.
import type { Page } from 'playwright-core'

export interface ThemeCheck {
  /** a fresh page of a fresh browser context, with `?theme=<name>` already chosen (cookie) */
  page: Page
  /** an absolute URL of the site for a path (e.g. url('/article/kitchen-sink')) */
  url: (path: string) => string
}

export interface ThemeSpec {
  /**
   * 'landing' when the home page is a one-page product site rather than a list of posts: the
   * matrix then checks that `/` links to posts and that `/page/2` lists them, not that `/` is page 1.
   */
  homeKind?: 'list' | 'landing'
  /**
   * 'dark' for a theme that is always dark (plog): the matrix checks `html.dark` from the first
   * byte in a light browser, no dark-mode button, and that the visitor's own `darkMode` cookie
   * is left as it was for other themes.
   */
  appearance?: 'auto' | 'dark'
  /** desktop (1280×800), light: the theme's signature parts on the home page and lists */
  home?: (c: ThemeCheck) => Promise<void>
  /** desktop, light: on an article with a TOC ('/article/kitchen-sink' or '/article/fiber-daily-guide') */
  article?: (c: ThemeCheck) => Promise<void>
  /** phone (390×844): menus, drawers and bars the theme has on small screens */
  mobile?: (c: ThemeCheck) => Promise<void>
}
