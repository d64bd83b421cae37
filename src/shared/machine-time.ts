/**
 * The machine's clock: with clock.ts, the only place in src/ that reads Date's present (docs/testing.md "Time").
 * Everything else takes a Clock. It is a module of its own so that the inline boot script, which must stay small,
 * can read the time without the day arithmetic that clock.ts brings.
 */
export const machineNow = (): number => Date.now();
