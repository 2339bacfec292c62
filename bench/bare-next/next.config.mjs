// The bare app: nothing but what a new App Router app has. The dist dir is the bench's own.
// It is served like the site, by scripts/serve.mjs, which gzips responses itself: Next's own
// compression on top of it (the default) sent a second, broken gzip stream.
export default {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  compress: false,
}
