// A site owner's own /css/custom.css and /js/custom.js, added to every page only when the
// files exist in public/ (checked once per server process), so a site without them makes no
// request for them.
import fs from 'node:fs'
import path from 'node:path'

export interface CustomAssetPaths {
  css: string | null
  js: string | null
}

const FILES = { css: 'css/custom.css', js: 'js/custom.js' } as const

export function findCustomAssets(publicDir: string): CustomAssetPaths {
  const present = (rel: string) => (fs.existsSync(path.join(publicDir, rel)) ? `/${rel}` : null)
  return { css: present(FILES.css), js: present(FILES.js) }
}

let found: CustomAssetPaths | null = null

/** The site's own custom assets (public/), looked up once per process. */
export const siteCustomAssets = (): CustomAssetPaths => (found ??= findCustomAssets(path.join(process.cwd(), 'public')))

/** Render at the end of <body>: the stylesheet then comes after the theme's and can override it. */
export function CustomAssets({ publicDir, basePath }: { publicDir?: string; basePath?: string } = {}) {
  const paths = publicDir ? findCustomAssets(publicDir) : siteCustomAssets()
  const base = basePath ?? process.env.LEAFPRESS_SUB_PATH ?? ''
  if (!paths.css && !paths.js) return null
  return (
    <>
      {paths.css && <link rel="stylesheet" href={base + paths.css} data-testid="custom-css" />}
      {paths.js && <script src={base + paths.js} defer data-testid="custom-js" />}
    </>
  )
}
