// The charts' colours, apart from the chart code so the legend (in the home chunk) does not pull uPlot in.
// Light and dark palettes: each line colour keeps 3:1 against its background (WCAG 1.4.11, graphics).
export const PALETTE = {
  light: { lines: ["#1d4ed8", "#b45309", "#b91c1c"], text: "#334155", grid: "#e2e8f0" },
  dark: { lines: ["#60a5fa", "#fbbf24", "#f87171"], text: "#cbd5e1", grid: "#334155" },
} as const;

export const chartColor = (theme: "light" | "dark", index: number) =>
  PALETTE[theme].lines[index % PALETTE[theme].lines.length]!;
