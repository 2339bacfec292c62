// POST /api/notion-webhook — Notion's integration webhooks: the subscription handshake, then
// signed page events that read the changed page again; the store publishes what changed
// (lib/freshness/publish.ts), so exactly the pages showing it expire, on every instance, before
// the answer. The logic is lib/notion-webhook/handler.ts; this file reads the request.
import { NextResponse } from 'next/server'
import { readNotionWebhookSettings } from '@/lib/config/deployment'
import { publish } from '@/lib/freshness/publish'
import { combineAnswers, NotionWebhook, type WebhookAnswer } from '@/lib/notion-webhook/handler'
import { editions } from '@/lib/site/editions'
import { siteOf } from '@/lib/site/current'
import { findUnder, placeOf } from '@/lib/site/sub-pages'
import { getChangeFeed, getStore } from '@/lib/workspace'
import { BodyTooLargeError, readLimitedText, tooLarge } from '@/lib/http/read-limited'

export const dynamic = 'force-dynamic'

/** Notion's events are a few hundred bytes to a few KB (ids, types, authors): 64 KB is ample margin. */
const WEBHOOK_BODY_LIMIT = 64 * 1024

const g = globalThis as typeof globalThis & { __leafpressNotionWebhooks?: NotionWebhook[] }

/** One per database and process: replay memory and bursts are per process, like the stores. */
function webhooks(): NotionWebhook[] {
  if (!g.__leafpressNotionWebhooks) {
    const settings = readNotionWebhookSettings(process.env)
    g.__leafpressNotionWebhooks = editions().map(
      (edition) =>
        new NotionWebhook({
          ...settings,
          store: getStore(edition),
          siteOf: (db) => siteOf(db, Date.now(), edition),
          subPageOf: (site, id) => placeOf(site, id),
          findSubPage: (site, root, id) => findUnder(site, root, id),
          prefix: edition.prefix,
          quiet: !!edition.prefix,
          expire: (tags) => publish(getChangeFeed(edition), tags, { why: 'a webhook on an instance that held no data' }),
        }),
    )
  }
  return g.__leafpressNotionWebhooks
}

/**
 * Every language's handler sees the event (each loads its database first when it holds none);
 * the one whose database has the page reloads it and names its pages, the others find it is
 * none of theirs. One answer (combineAnswers): a failure to look is the answer, so Notion
 * retries, and what the others found is regenerated all the same.
 */
async function handle(raw: string, signature: string | null): Promise<WebhookAnswer> {
  return combineAnswers(await Promise.all(webhooks().map((w) => w.handle(raw, signature))))
}

export async function POST(req: Request) {
  let raw: string
  try {
    raw = await readLimitedText(req, WEBHOOK_BODY_LIMIT)
  } catch (err) {
    if (err instanceof BodyTooLargeError) return tooLarge(err.limit)
    throw err
  }
  const answer = await handle(raw, req.headers.get('x-notion-signature'))
  return NextResponse.json(answer.body, { status: answer.status, headers: { ...answer.headers, 'cache-control': 'no-store' } })
}
