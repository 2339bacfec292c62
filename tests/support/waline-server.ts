// A real Waline comment server (@waline/vercel) on loopback, offline, for the e2e round trip.
// Run as its own process by waline.ts (Waline reads its settings from the environment when it
// is loaded, so the test process's environment stays untouched). One port serves:
//   /api/…      Waline itself, on a fresh SQLite database
//   /client/…   @waline/client's dist files (the browser loads the real client from here)
//   /__oauth    a stub of the OAuth broker Waline asks on every request (it would be the
//               internet: user.75.team)
// Everything else Waline could reach out to is switched off by the environment that
// waline.ts sets (Akismet, avatar proxy, IP region lookup).
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(__filename)
// the server is installed in its own cache (waline.ts, walineHome), not in the project
const fromHome = createRequire(path.join(process.env.WALINE_HOME!, 'package.json'))
const port = Number(process.env.WALINE_PORT)
const dbDir = process.env.SQLITE_PATH!
const clientDist = path.dirname(require.resolve('@waline/client/waline.css'))

// Waline expects its tables to exist (its docs ship an empty database to copy); create them
// with the sqlite3 driver Waline itself uses.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS wl_Comment (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER, comment TEXT,
  insertedAt DATETIME DEFAULT (datetime('now', 'localtime')), ip TEXT, link TEXT, mail TEXT, nick TEXT,
  rid INTEGER, pid INTEGER, sticky NUMERIC, status TEXT NOT NULL, "like" INTEGER, ua TEXT, url TEXT,
  createdAt DATETIME DEFAULT (datetime('now', 'localtime')), updatedAt DATETIME DEFAULT (datetime('now', 'localtime')));
CREATE TABLE IF NOT EXISTS wl_Counter (
  id INTEGER PRIMARY KEY AUTOINCREMENT, time INTEGER,
  reaction0 INTEGER, reaction1 INTEGER, reaction2 INTEGER, reaction3 INTEGER, reaction4 INTEGER,
  reaction5 INTEGER, reaction6 INTEGER, reaction7 INTEGER, reaction8 INTEGER, url TEXT,
  createdAt DATETIME DEFAULT (datetime('now', 'localtime')), updatedAt DATETIME DEFAULT (datetime('now', 'localtime')));
CREATE TABLE IF NOT EXISTS wl_Users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, display_name TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '',
  password TEXT NOT NULL DEFAULT '', type TEXT NOT NULL DEFAULT '', label TEXT, github TEXT, twitter TEXT,
  facebook TEXT, google TEXT, weibo TEXT, qq TEXT, oidc TEXT, huawei TEXT, "2fa" TEXT, avatar TEXT, url TEXT,
  createdAt DATETIME DEFAULT (datetime('now', 'localtime')), updatedAt DATETIME DEFAULT (datetime('now', 'localtime')));
`

async function createTables() {
  const fromWaline = createRequire(fromHome.resolve('think-model-sqlite'))
  const sqlite3 = fromWaline('sqlite3') as { Database: new (file: string, cb: (err: Error | null) => void) => { exec: (sql: string, cb: (err: Error | null) => void) => void; close: (cb: () => void) => void } }
  const file = path.join(dbDir, `${process.env.SQLITE_DB}.sqlite`)
  await new Promise<void>((resolve, reject) => {
    const db = new sqlite3.Database(file, (err) => {
      if (err) return reject(err)
      db.exec(SCHEMA, (e) => (e ? reject(e) : db.close(() => resolve())))
    })
  })
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' }

function serveClient(req: http.IncomingMessage, res: http.ServerResponse) {
  const name = decodeURIComponent(new URL(req.url!, 'http://x').pathname.slice('/client/'.length))
  const file = path.resolve(clientDist, name)
  if (!file.startsWith(clientDist + path.sep) || !fs.existsSync(file)) {
    res.writeHead(404).end()
    return
  }
  // The site imports the client cross-origin as an ES module, which needs CORS.
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' })
  fs.createReadStream(file).pipe(res)
}

async function main() {
  fs.mkdirSync(dbDir, { recursive: true })
  await createTables()
  const waline = fromHome('@waline/vercel')({}) as http.RequestListener
  const server = http.createServer((req, res) => {
    if (req.url!.startsWith('/client/')) return serveClient(req, res)
    if (req.url!.startsWith('/__oauth')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ services: [] }))
      return
    }
    waline(req, res)
  })
  server.listen(port, '127.0.0.1', () => console.log(`waline ready on ${port}`))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
