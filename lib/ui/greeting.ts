// Picking a random item that differs from the current one (a click on a greeting chip must
// visibly change it). `random` is injectable for tests.
export function pickDifferent<T>(items: readonly T[], current: T, random: () => number = Math.random): T {
  if (items.length < 2) return items[0] ?? current
  const others = items.filter((x) => x !== current)
  return others[Math.floor(random() * others.length) % others.length]
}
