// Writing out/ so that a host's upload stays small: a file whose bytes did not change is not
// written again (its mtime stays), a folder copied file by file the same way.
import fs from 'node:fs'
import path from 'node:path'

export interface WriteTally {
  written: number
  unchanged: number
  bytes: number
}

export const newTally = (): WriteTally => ({ written: 0, unchanged: 0, bytes: 0 })

/** Writes `data` to `file` unless it already holds exactly these bytes. */
export function writeIfChanged(file: string, data: Buffer | string, tally?: WriteTally): boolean {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data
  try {
    const st = fs.statSync(file)
    if (st.size === bytes.length && fs.readFileSync(file).equals(bytes)) {
      if (tally) tally.unchanged++
      return false
    }
  } catch {}
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, bytes)
  if (tally) (tally.written++, (tally.bytes += bytes.length))
  return true
}

/** Every file under `dir`, relative to it ('/'-separated). */
export function listFiles(dir: string, base = dir): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return listFiles(full, base)
    return e.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : []
  })
}

/** Copies every file of `from` to `to/<prefix>`; returns the files, relative to out/ ('/'-separated). */
export function copyTree(from: string, outDir: string, prefix: string, tally: WriteTally): string[] {
  return listFiles(from).map((rel) => {
    const target = prefix ? `${prefix}/${rel}` : rel
    writeIfChanged(path.join(outDir, target), fs.readFileSync(path.join(from, rel)), tally)
    return target
  })
}

/** Removes a file of out/ and the folders it leaves empty. */
export function removeFile(outDir: string, rel: string) {
  fs.rmSync(path.join(outDir, rel), { force: true })
  for (let dir = path.dirname(path.join(outDir, rel)); dir.startsWith(outDir + path.sep); dir = path.dirname(dir)) {
    try {
      fs.rmdirSync(dir)
    } catch {
      break
    }
  }
}
