// A render declares what it shows (content tags, tags.ts), so that a change expires exactly the
// pages showing it, in every theme and language variant. Next collects the tags of
// `unstable_cache` calls made during a render into the page's cache entry (its
// x-next-cache-tags), which `revalidateTag` and our page cache (lib/rendered-pages/handler.mjs)
// then match: that is all this call is for. Its value is never cached: the page cache answers
// and stores nothing for an entry whose tags are all ours (TAG_PREFIX).
import 'server-only'
import { unstable_cache } from 'next/cache'

/** What the marker's entry would hold; named so that it is recognisable in Next's debug output. */
async function leafpressContentTags(): Promise<true> {
  return true
}

/** Adds `tags` to the page (or route answer) being rendered. Harmless outside a render. */
export async function showing(tags: string[]): Promise<void> {
  if (!tags.length) return
  try {
    await unstable_cache(leafpressContentTags, ['leafpress-content', ...tags], { tags })()
  } catch {
    // outside any render (a script, a test): there is no page to tag
  }
}
