/** Types of scripts/check-next-internals.mjs (plain ESM, run by Node itself). */
export declare const REPO: string
export declare const MODULES: Readonly<Record<string, string>>
export declare const TAG_RULE_CASES: ReadonlyArray<{ name: string; state?: { stale?: number; expired?: number }; rendered: number; expired: boolean; stale: boolean }>

export interface Problem {
  check: string
  module: string
  problem: string
  usedBy: string[]
}
export interface Result {
  version: string
  problems: Problem[]
  checks: Array<{ name: string; ms: number; ok: boolean }>
  ms: number
}
export interface Check {
  name: string
  module: string
  verifies: string
  usedBy: string[]
}
export declare const CHECKS: readonly Check[]

/** Every private module and behaviour of Next the code relies on, against the Next under `root`. */
export declare function checkNextInternals(opts?: { root?: string; repo?: string }): Promise<Result>
/** What only a build shows, against the build in `distDir`. */
export declare function checkBuild(opts: { distDir: string; root?: string; repo?: string }): Promise<Result>
export declare function isNextLinkRegex(repo: string): RegExp | string
export declare function formatProblems(result: Result): string
