// Endpoints (search, card lists, random post, feeds, social images) answer for one language's
// database. Islands and readers call them under the language's prefix (`/en/api/search`,
// `/en/feed`); the proxy rewrites that to the endpoint itself and says the language in a request
// header. The proxy always writes the header — from the path, or removes it — so a client's own
// header never reaches an endpoint, and a cache in front keys the answer by its URL alone.
import { defaultEdition, editionByPrefix, type Edition } from '@/lib/site/editions'

export const EDITION_HEADER = 'x-leafpress-language'

/** The language an endpoint request is for (the default language's without the header). */
export function editionOfRequest(headers: Pick<Headers, 'get'>): Edition {
  const prefix = headers.get(EDITION_HEADER)
  return (prefix && editionByPrefix(prefix)) || defaultEdition()
}
