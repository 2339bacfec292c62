// A plain static file server for an exported site (npm run export), with no Leafpress code: it
// finds a file the way GitHub Pages does — the exact file, else `x.html`, else a folder's
// `index.html` (a folder without a trailing slash is redirected to it) — and answers every
// other path with the root 404.html and status 404. The type comes from the extension alone, as
// on a static host. Binds 127.0.0.1; the test stops it.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
}

export interface StaticServer {
  url: string
  /** every path asked for, in order */
  requests: string[]
  close: () => Promise<void>
}

const isFile = (p: string) => {
  try {
    return fs.statSync(p).isFile()
  } catch {
    return false
  }
}
const isDir = (p: string) => {
  try {
    return fs.statSync(p).isDirectory()
  } catch {
    return false
  }
}

export async function startStaticServer(root: string): Promise<StaticServer> {
  const requests: string[] = []
  const send = (res: http.ServerResponse, file: string, status = 200) => {
    res.writeHead(status, { 'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' })
    fs.createReadStream(file).pipe(res)
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    requests.push(url.pathname)
    let rel: string
    try {
      rel = decodeURIComponent(url.pathname)
    } catch {
      rel = '/'
    }
    const full = path.join(root, path.normalize(rel))
    if (!full.startsWith(root)) return send(res, path.join(root, '404.html'), 404)
    if (isFile(full)) return send(res, full)
    if (!rel.endsWith('/') && isFile(`${full}.html`)) return send(res, `${full}.html`)
    if (isDir(full) && isFile(path.join(full, 'index.html'))) {
      if (!rel.endsWith('/')) {
        res.writeHead(301, { location: `${url.pathname}/` })
        return res.end()
      }
      return send(res, path.join(full, 'index.html'))
    }
    send(res, path.join(root, '404.html'), 404)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
