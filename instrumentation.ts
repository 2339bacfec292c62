// Runs once when a server process starts (Next's instrumentation hook; on Vercel, once per
// function instance). Only what must be said at start and cannot be checked before it: the
// hosted search keys are tried against Algolia (lib/search/server/algolia-check.ts). Not
// awaited: the server answers readers while the check waits for Algolia.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { reportAlgoliaKeys } = await import('./lib/search/server/algolia-check')
  // nothing but the call here: this file is also compiled for the Edge runtime, which has no
  // process.stderr (the module writes its own lines and catches its own errors)
  void reportAlgoliaKeys()
}
