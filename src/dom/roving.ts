/**
 * Keyboard movement in a group with one tab stop (tabs, radio groups): arrows move and wrap,
 * Home and End jump, as the ARIA tabs and radio group patterns describe.
 */
const ROVING_STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The index `key` moves to from `index` in a group of `count`, or null for any other key. */
export function rovingIndex(key: string, index: number, count: number): number | null {
  const step = ROVING_STEPS[key];
  return step && count > 0 ? step(index, count) : null;
}
