// The ELD import's intermediate replies, "done/total phase" (schema hours.json EldFileImportRequestEvent), as the
// share of the import done: reading the file is quick (the first 10 %), then the days are prepared (to 30 %) and the
// entries written (the rest). Anything else: undefined, and the bar keeps its last value.
const PHASES: Record<string, [start: number, size: number]> = {
  reading: [0, 0.1],
  days: [0.1, 0.2],
  writing: [0.3, 0.7],
};

export function eldImportProgress(message: string | undefined): number | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*(\w+)\s*$/.exec(message ?? "");
  const phase = match ? PHASES[match[3]!] : undefined;
  if (!match || !phase) return undefined;
  const total = Number(match[2]);
  const share = total === 0 ? 1 : Math.min(Number(match[1]), total) / total;
  return phase[0] + share * phase[1];
}
