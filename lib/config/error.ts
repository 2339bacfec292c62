// The one error a wrong setting raises: every problem names the key, the value and the fix.
export class ConfigError extends Error {
  constructor(public problems: string[]) {
    super(
      'Leafpress cannot start: the configuration has ' +
        `${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    )
    this.name = 'ConfigError'
  }
}
