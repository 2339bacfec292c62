import type { NextConfig } from 'next'
import { checkAllSettings } from './lib/config/check-all'

// Checking here stops both `next build` and `next start` on a wrong setting, with the key,
// the value and the fix, before anything is served.
const site = checkAllSettings(process.env)

const nextConfig: NextConfig = {
  basePath: site.SUB_PATH || undefined,
  // A second dev server (e.g. for theme work) can use its own build folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // ISR pages change at most every 30 s; hashing every response for an ETag cost ~16% of a
  // warm request's CPU (bench/RESULTS.md).
  generateEtags: false,
  // scripts/serve.mjs gzips instead, once per distinct body rather than on every request
  // (scripts/compression.mjs). Behind a platform that compresses (Vercel, a CDN) nothing changes.
  compress: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  env: { LEAFPRESS_SUB_PATH: site.SUB_PATH },
  experimental: {},
}

export default nextConfig
