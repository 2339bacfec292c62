// Every language's database, as a page that may hold a view of one of them needs it: to tell the
// site's own rows from any other page (lib/site/site-rows.ts). Another language's database that
// was never loaded is waited for a moment (lib/site/translated.ts); one that fails is known by
// the database id its settings name.
import { heldDatabases, languageSites } from './current'
import type { SiteDatabases } from './site-rows'

export async function siteDatabasesNow(): Promise<SiteDatabases> {
  await languageSites()
  return heldDatabases()
}
