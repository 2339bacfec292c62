// The bare app: nothing but what a new App Router app has. The dist dir is the bench's own.
export default {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
}
