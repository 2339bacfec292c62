// A small, fast, non-cryptographic string hash (cyrb53), for change detection only. Pure JS so
// the same signature comes out on the server, in a script and in a browser.
export function hashString(str: string, seed = 0): string {
  return hashStrings([str], seed)
}

/**
 * The hash of the strings' concatenation (the same as `hashString(parts.join(''))`), without
 * making it: the workspace store fingerprints a database of 10,000 rows record by record rather
 * than as one 50 MB JSON string.
 */
export function hashStrings(parts: Iterable<string>, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (const str of parts) {
    for (let i = 0; i < str.length; i++) {
      const ch = str.charCodeAt(i)
      h1 = Math.imul(h1 ^ ch, 2654435761)
      h2 = Math.imul(h2 ^ ch, 1597334677)
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
