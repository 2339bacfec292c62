/** Types of scripts/build-progress.mjs (plain ESM, run by Node itself). */
export declare const FIRST_BUILD_HINT: string
export declare function formatDuration(ms: number): string
export declare function buildTimeFile(distDir: string): string
export declare function readLastBuildMs(distDir: string): number | null
export declare function writeLastBuildMs(distDir: string, ms: number): void
export declare function buildingLine(o: { firstBuild: boolean; lastMs: number | null }): string
export declare function runBuild(o: {
  command: string
  args?: string[]
  cwd?: string
  env?: Record<string, string | undefined>
  out?: { write(chunk: string | Uint8Array): unknown; isTTY?: boolean }
  err?: { write(chunk: string | Uint8Array): unknown }
  every?: number
  now?: () => number
}): Promise<{ status: number; ms: number }>
export declare const BUILD_SOURCES: string[]
export declare function buildState(root: string, distDir: string): 'none' | 'stale' | 'current'
