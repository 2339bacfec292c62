// A static export (issue #43, `npm run export`): the site rendered once into files for a host
// that runs no server. The export builds and serves the site with LEAFPRESS_EXPORT=1 and saves
// what it answers; under that flag a page renders what works without a server (the search
// index as a file, a locked body encrypted in the page, images as files beside the pages).
// Read on the server only: islands get what they need as props.
export const EXPORT_FLAG = 'LEAFPRESS_EXPORT'

export function isStaticExport(env: Record<string, string | undefined> = process.env): boolean {
  return env[EXPORT_FLAG] === '1'
}
