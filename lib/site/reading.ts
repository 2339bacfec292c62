// Word count and reading time. Each CJK character counts as one word; each run of other
// non-space characters counts as one word. Reading time = floor(words / 400) + 1 minutes.

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g

export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0
  const rest = text.replace(CJK, ' ').match(/[A-Za-z0-9\u00c0-\u024f]+/g)?.length ?? 0
  return cjk + rest
}

export function readingMinutes(words: number): number {
  return Math.floor(words / 400) + 1
}
