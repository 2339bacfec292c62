// Images of the workspace: /image/<encoded url>?table=block&id=<block id>&cache=v2 — signed again
// through the workspace source, fetched safely, resized and cached on disk (lib/media/image-proxy.ts).
import path from 'node:path'
import { readImageSettings } from '@/lib/config/deployment'
import { imageHostAllowList } from '@/lib/media/file-urls'
import { createImageProxy } from '@/lib/media/image-proxy'
import { getStore } from '@/lib/workspace'
import { editions } from '@/lib/site/editions'

const settings = readImageSettings(process.env)
const serveImage = createImageProxy({
  policy: { allowHost: imageHostAllowList(settings.allowedHosts) },
  cacheDir: path.join(process.cwd(), '.leafpress', 'cache', 'images'),
  cacheBytes: settings.cacheBytes,
  // each language's store signs only files of the data it holds: the first that has it
  sign: async (url, ref) => {
    for (const edition of editions()) {
      const signed = await getStore(edition).signFileUrl(url, ref)
      if (signed) return signed
    }
    return null
  },
})

export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveImage(req, (await params).path)
}
