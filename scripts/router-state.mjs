// `Next-Router-State-Tree`: the client router's state, sent with RSC requests. Next parses it on
// a dynamic render (an unlocked post, a preview, search) and throws on one it cannot read, which
// surfaces as a 500 — for a header any client can write. Checked here, in the serving script,
// because Next takes the router's headers off the request before the proxy (proxy.ts) sees it;
// with Next's own parser, so its size limit and schema are exactly what is refused and nothing
// a real client sends is. Not on Vercel, where this script does not run.
import parser from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js'

export const ROUTER_STATE_HEADER = 'next-router-state-tree'

/** False when the header is there and Next would fail to read it. */
export function routerStateReadable(value) {
  if (value === undefined || value === null) return true
  try {
    parser.parseAndValidateFlightRouterState(value)
    return true
  } catch {
    return false
  }
}

/** Answers a request whose router state Next could not read: a short 400, never cached. Returns
 * whether it did (the request is done). */
export function refuseUnreadableRouterState(req, res) {
  if (routerStateReadable(req.headers[ROUTER_STATE_HEADER])) return false
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
  res.end('Bad request: the Next-Router-State-Tree header is not valid.')
  return true
}
