// POST /api/heal — regenerates the pages whose bodies loaded again after being drawn with the
// "body unavailable" notice (lib/site/heal.ts), in every theme and language. The server asks
// itself for it: revalidatePath works only in a request. It takes nothing from the request —
// the paths are the ones this process noted — so whoever calls it can only bring forward a
// regeneration that is due anyway.
import { revalidatePath } from 'next/cache'
import { NextResponse } from 'next/server'
import { THEME_NAMES } from '@/lib/config/names'
import { LOCALES } from '@/lib/i18n/locales'
import { variantPaths } from '@/lib/notion-webhook/paths'
import { takeHealedPaths } from '@/lib/site/heal'

export const dynamic = 'force-dynamic'

export async function POST() {
  const paths = takeHealedPaths()
  for (const p of variantPaths(paths, THEME_NAMES, LOCALES)) revalidatePath(p)
  if (paths.length) console.log(`[leafpress] body loaded again: regenerating ${paths.join(', ')}`)
  return NextResponse.json({ revalidated: paths }, { headers: { 'cache-control': 'no-store' } })
}
